import { activityTimePattern } from '@artvoyage/contract';
import { describe, expect, it } from 'vitest';
import { ACTIVITY_TIME_PATTERN, normaliseActivityForm, validateActivityForm } from './activity-form';

describe('validateActivityForm', () => {
  it('accepts a valid form', () => {
    expect(validateActivityForm({ time: '09:30', description: 'Louvre' })).toBeNull();
    expect(validateActivityForm({ time: '9:30', description: 'Café' })).toBeNull();
  });
  it('requires a time first', () => {
    expect(validateActivityForm({ time: '', description: '' })).toBe('Please specify time');
    expect(validateActivityForm({ time: '   ', description: 'Louvre' })).toBe('Please specify time');
  });
  it('checks the HH:MM format before the description', () => {
    for (const time of ['930', '9:3', '123:45', '09-30', 'ab:cd', '09:30 am']) {
      expect(validateActivityForm({ time, description: '' })).toBe('Use HH:MM format (e.g. 09:30)');
    }
  });
  it('requires a description', () => {
    expect(validateActivityForm({ time: '10:00', description: '' })).toBe('Description cannot be empty');
    expect(validateActivityForm({ time: '10:00', description: ' \n ' })).toBe('Description cannot be empty');
  });
  it('requires at least 3 trimmed characters', () => {
    expect(validateActivityForm({ time: '10:00', description: '  ab  ' })).toBe(
      'Description must contain at least 3 characters',
    );
    expect(validateActivityForm({ time: ' 10:00 ', description: '  abc  ' })).toBeNull();
  });
  it('uses the same time pattern as the contract', () => {
    expect(ACTIVITY_TIME_PATTERN.source).toBe(activityTimePattern.source);
    expect(ACTIVITY_TIME_PATTERN.flags).toBe(activityTimePattern.flags);
  });
});

describe('normaliseActivityForm', () => {
  it('trims both values', () => {
    expect(normaliseActivityForm({ time: ' 09:30 ', description: '  Visit the Louvre \n' })).toEqual({
      time: '09:30',
      description: 'Visit the Louvre',
    });
  });
});
