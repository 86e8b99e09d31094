import { describe, expect, it } from 'vitest';
import { profileDefaults } from '@artvoyage/contract';
import { newProfileValues } from './service';

describe('newProfileValues', () => {
  it('starts a profile from the contract defaults, with copies of their arrays', () => {
    const values = newProfileValues('u1', 'Ann', 'ann@example.com');
    expect(values).toMatchObject({ userId: 'u1', fullName: 'Ann', email: 'ann@example.com' });
    expect(values.travelPreferences).toEqual(profileDefaults.travel_preferences);
    expect(values.languages).toEqual(profileDefaults.languages);
    expect(values.interests).toEqual(profileDefaults.interests);
    expect(values.languages).not.toBe(profileDefaults.languages);
    expect(values.interests).not.toBe(profileDefaults.interests);
    expect(values.travelPreferences.interests).not.toBe(profileDefaults.travel_preferences.interests);
  });
});
