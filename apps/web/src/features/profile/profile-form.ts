import type { Profile, ProfileUpdate } from '@artvoyage/contract';
import {
  type BudgetLevel,
  budgetLevels,
  type TravelInterest,
  travelInterests,
  type TravelStyle,
  travelStyles,
} from '@artvoyage/contract/constants';

/** What the edit dialog holds. Destinations and languages are kept but not editable (spec). */
export interface ProfileForm {
  fullName: string;
  bio: string;
  interests: TravelInterest[];
  budgetLevel: BudgetLevel;
  travelStyle: TravelStyle;
  favoriteDestinations: string[];
  languages: string[];
  preferredDuration?: string;
}

const isOneOf = <T extends string>(values: readonly T[], value: unknown): value is T =>
  (values as readonly unknown[]).includes(value);

export function formFromProfile(profile: Profile): ProfileForm {
  const preferences = profile.travel_preferences;
  return {
    fullName: profile.full_name ?? '',
    bio: profile.bio ?? '',
    interests: (preferences?.interests ?? []).filter((value) => isOneOf(travelInterests, value)),
    budgetLevel: isOneOf(budgetLevels, preferences?.budget_level) ? preferences.budget_level : 'medium',
    travelStyle: isOneOf(travelStyles, preferences?.travel_style) ? preferences.travel_style : 'cultural',
    favoriteDestinations: profile.favorite_destinations ?? [],
    languages: profile.languages ?? [],
    ...(preferences?.preferred_duration ? { preferredDuration: preferences.preferred_duration } : {}),
  };
}

/** The PATCH body: the spec's payload fields (the server sets updated_at). */
export function toProfileUpdate(form: ProfileForm): ProfileUpdate {
  const bio = form.bio.trim();
  return {
    full_name: form.fullName.trim(),
    bio: bio ? bio : null,
    travel_preferences: {
      // Kept in the order of the list the visitor ticks from.
      interests: travelInterests.filter((value) => form.interests.includes(value)),
      budget_level: form.budgetLevel,
      travel_style: form.travelStyle,
      ...(form.preferredDuration ? { preferred_duration: form.preferredDuration } : {}),
    },
    favorite_destinations: form.favoriteDestinations,
    languages: form.languages,
  };
}

export function toggleInterest(
  interests: TravelInterest[],
  value: TravelInterest,
  on: boolean,
): TravelInterest[] {
  const without = interests.filter((item) => item !== value);
  return on ? [...without, value] : without;
}

/**
 * The form after the profile changed from `previous` to `next` (spec: re-filled whenever the profile
 * changes), except while the visitor is editing: a profile reloaded in the background (XP from the
 * day's visit arrives a moment after sign-in) must not wipe what they have typed.
 */
export function refilledForm(
  form: ProfileForm,
  previous: Profile,
  next: Profile,
  editing: boolean,
): ProfileForm {
  const untouched = JSON.stringify(form) === JSON.stringify(formFromProfile(previous));
  return !editing || untouched ? formFromProfile(next) : form;
}
