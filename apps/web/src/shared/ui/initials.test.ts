import { describe, expect, it } from 'vitest';
import { initialsOf } from './initials';

describe('initialsOf', () => {
  it('takes the first and last word of a name', () => {
    expect(initialsOf('Ada King Lovelace')).toBe('AL');
    expect(initialsOf('  marie   curie ')).toBe('MC');
  });
  it('uses one letter for a one-word name', () => {
    expect(initialsOf('Émile')).toBe('É');
    expect(initialsOf('анна')).toBe('А');
  });
  it('skips a French elided article, as a reader would', () => {
    expect(initialsOf('L’équipe du musée')).toBe('ÉM');
    expect(initialsOf("l'atelier d'Orsay")).toBe('AD');
    expect(initialsOf('Команда музея')).toBe('КМ');
    expect(initialsOf('Mary O’Brien')).toBe('MO');
  });
  it('falls back to the e-mail, then to a question mark', () => {
    expect(initialsOf('', 'visitor@example.com')).toBe('V');
    expect(initialsOf(null, null)).toBe('?');
  });
});
