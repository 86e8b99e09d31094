import type { Profile } from '@artvoyage/contract';
import { describe, expect, it } from 'vitest';
import {
  destinationProblem,
  formFromProfile,
  languageName,
  refilledForm,
  toggleInterest,
  toggleLanguage,
  toProfileUpdate,
  withDestination,
} from './profile-form';

const profile: Profile = {
  user_id: '00000000-0000-4000-8000-000000000001',
  full_name: 'Ada Lovelace',
  email: 'ada@example.com',
  bio: null,
  avatar_url: null,
  travel_preferences: {
    interests: ['culture', 'art', 'history'],
    budget_level: 'medium',
    travel_style: 'cultural',
  },
  experience_points: 100,
  user_level: 1,
  languages: ['English'],
  interests: ['Art', 'Culture'],
  favorite_destinations: ['Florence'],
  total_trips: 0,
  countries_visited: 0,
  cities_visited: 0,
  created_at: '2024-01-01T00:00:00Z',
  updated_at: '2024-01-01T00:00:00Z',
};

describe('profile form', () => {
  it('fills from the profile and sends every field back', () => {
    const form = formFromProfile(profile);
    expect(form).toMatchObject({
      fullName: 'Ada Lovelace',
      bio: '',
      budgetLevel: 'medium',
      travelStyle: 'cultural',
    });
    expect(toProfileUpdate(form)).toEqual({
      full_name: 'Ada Lovelace',
      bio: null,
      travel_preferences: {
        // In the order of the list of fifteen.
        interests: ['art', 'history', 'culture'],
        budget_level: 'medium',
        travel_style: 'cultural',
      },
      favorite_destinations: ['Florence'],
      languages: ['en'],
    });
  });
  it('trims text and orders interests like the list', () => {
    const form = {
      ...formFromProfile(profile),
      fullName: '  Ada ',
      bio: ' Hi ',
      interests: toggleInterest(['music'], 'art', true),
    };
    const update = toProfileUpdate(form);
    expect(update.full_name).toBe('Ada');
    expect(update.bio).toBe('Hi');
    expect(update.travel_preferences?.interests).toEqual(['art', 'music']);
    expect(toggleInterest(['art', 'music'], 'art', false)).toEqual(['music']);
  });
  it('drops unknown values from the profile', () => {
    const odd = {
      ...profile,
      travel_preferences: { interests: ['art', 'knitting'], budget_level: 'luxury', travel_style: 'cruise' },
    } as unknown as Profile;
    expect(formFromProfile(odd)).toMatchObject({
      interests: ['art'],
      budgetLevel: 'medium',
      travelStyle: 'cultural',
    });
  });

  it('is re-filled when the profile changes, unless the visitor has started editing it', () => {
    const reloaded: Profile = { ...profile, experience_points: 110, bio: 'Reloaded' };
    const untouched = formFromProfile(profile);
    expect(refilledForm(untouched, profile, reloaded, true)).toEqual(formFromProfile(reloaded));
    const typing = { ...untouched, full_name: 'Ada King' };
    expect(refilledForm(typing, profile, reloaded, true)).toBe(typing);
    // Closed, the dialog always follows the profile.
    expect(refilledForm(typing, profile, reloaded, false)).toEqual(formFromProfile(reloaded));
  });

  it('reads languages saved by name as codes, and adds or removes them in the order chosen', () => {
    expect(formFromProfile({ ...profile, languages: ['English', 'fr', 'Klingon', 'en'] }).languages).toEqual([
      'en',
      'fr',
    ]);
    expect(toggleLanguage(['en'], 'ru', true)).toEqual(['en', 'ru']);
    expect(toggleLanguage(['en', 'ru'], 'en', false)).toEqual(['ru']);
  });

  it("names languages in the visitor's language", () => {
    expect(languageName('en', 'en')).toBe('English');
    expect(languageName('de', 'fr')).toBe('Allemand');
    expect(languageName('fr', 'ru')).toBe('Французский');
  });

  it('adds a destination only when it is new, short enough and the list has room', () => {
    expect(destinationProblem([], '   ')).toBe('empty');
    expect(destinationProblem([], 'x'.repeat(81))).toBe('tooLong');
    expect(destinationProblem(['Kyoto'], ' kyoto ')).toBe('duplicate');
    expect(
      destinationProblem(
        Array.from({ length: 10 }, (_, i) => `City ${i}`),
        'Oslo',
      ),
    ).toBe('full');
    expect(withDestination(['Kyoto'], '  Lisbon ')).toEqual(['Kyoto', 'Lisbon']);
    expect(withDestination(['Kyoto'], 'KYOTO')).toEqual(['Kyoto']);
    expect(
      toProfileUpdate({ ...formFromProfile(profile), favoriteDestinations: [' Rome', 'rome', ''] })
        .favorite_destinations,
    ).toEqual(['Rome']);
  });
});
