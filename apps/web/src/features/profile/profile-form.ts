import type { Profile, ProfileUpdate } from '@artvoyage/contract';
import {
  maxDestinationLength,
  maxFavoriteDestinations,
  normalizedDestinations,
  normalizedLanguages,
  type ProfileLanguageCode,
  profileLanguages,
} from '@artvoyage/contract/profile-fields';
import {
  type BudgetLevel,
  budgetLevels,
  type TravelInterest,
  travelInterests,
  type TravelStyle,
  travelStyles,
} from '@artvoyage/contract/constants';

/** What the edit dialog holds; languages and favourite destinations are editable too. */
export interface ProfileForm {
  fullName: string;
  bio: string;
  interests: TravelInterest[];
  budgetLevel: BudgetLevel;
  travelStyle: TravelStyle;
  favoriteDestinations: string[];
  languages: ProfileLanguageCode[];
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
    languages: normalizedLanguages(profile.languages ?? []),
    ...(preferences?.preferred_duration ? { preferredDuration: preferences.preferred_duration } : {}),
  };
}

/** The PATCH body: name, bio, travel preferences, favourite destinations, languages (the server sets updated_at). */
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
    favorite_destinations: normalizedDestinations(form.favoriteDestinations),
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
 * The form after the profile changed from `previous` to `next` (re-filled whenever the profile
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

/** Why a destination typed in the dialog cannot be added, or null when it can. */
export type DestinationProblem = 'empty' | 'tooLong' | 'duplicate' | 'full';

export function destinationProblem(list: readonly string[], typed: string): DestinationProblem | null {
  const text = typed.trim();
  if (text === '') return 'empty';
  if (text.length > maxDestinationLength) return 'tooLong';
  const key = text.toLocaleLowerCase('en');
  if (list.some((item) => item.toLocaleLowerCase('en') === key)) return 'duplicate';
  if (list.length >= maxFavoriteDestinations) return 'full';
  return null;
}

/** The list with `typed` added (trimmed), or unchanged when it cannot be added. */
export function withDestination(list: readonly string[], typed: string): string[] {
  return destinationProblem(list, typed) === null ? [...list, typed.trim()] : [...list];
}

/** The languages with `code` added or taken out, kept in the order they were chosen. */
export function toggleLanguage(
  languages: readonly ProfileLanguageCode[],
  code: ProfileLanguageCode,
  on: boolean,
): ProfileLanguageCode[] {
  const without = languages.filter((item) => item !== code);
  return on ? [...without, code] : without;
}

/**
 * A language's name in the visitor's language ("anglais", "английский"), capitalised as a list
 * entry; the English name where the browser cannot name it.
 */
export function languageName(code: ProfileLanguageCode, locale: string): string {
  let name: string | undefined;
  try {
    name = new Intl.DisplayNames([locale], { type: 'language' }).of(code);
  } catch {
    name = undefined;
  }
  const fallback = profileLanguages.find((language) => language.code === code)?.name ?? code;
  const text = name && name !== code ? name : fallback;
  return text.charAt(0).toLocaleUpperCase(locale) + text.slice(1);
}
