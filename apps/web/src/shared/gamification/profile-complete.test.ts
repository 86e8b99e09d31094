import { describe, expect, it } from 'vitest';
import { isProfileComplete } from './profile-complete';

const complete = {
  full_name: 'Grace Traveller',
  bio: 'I follow painters around Europe.',
  languages: ['English'],
  favorite_destinations: ['Florence'],
};

describe('isProfileComplete', () => {
  it('needs a name, a bio, a language and a favourite destination', () => {
    expect(isProfileComplete(complete)).toBe(true);
  });

  it.each([
    ['no name', { full_name: '  ' }],
    ['no bio', { bio: null }],
    ['a blank bio', { bio: ' \n ' }],
    ['no language', { languages: [] }],
    ['no destination', { favorite_destinations: [] }],
    ['only blank destinations', { favorite_destinations: [' '] }],
  ])('is incomplete with %s', (_, change) => {
    expect(isProfileComplete({ ...complete, ...change })).toBe(false);
  });
});
