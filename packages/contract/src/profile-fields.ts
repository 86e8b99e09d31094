/*
 * What a profile can hold besides free text: the languages a traveller can say they speak, the
 * interests they can tick, and the limits on favourite destinations. Plain data (no zod), so the
 * edit dialog can import it without the schemas.
 */

/** Languages offered in the profile, by ISO 639-1 code; the name is English, the screen words it. */
export const profileLanguages = [
  { code: 'en', name: 'English' },
  { code: 'fr', name: 'French' },
  { code: 'ru', name: 'Russian' },
  { code: 'de', name: 'German' },
  { code: 'es', name: 'Spanish' },
  { code: 'it', name: 'Italian' },
  { code: 'pt', name: 'Portuguese' },
  { code: 'nl', name: 'Dutch' },
  { code: 'sv', name: 'Swedish' },
  { code: 'da', name: 'Danish' },
  { code: 'nb', name: 'Norwegian' },
  { code: 'fi', name: 'Finnish' },
  { code: 'pl', name: 'Polish' },
  { code: 'cs', name: 'Czech' },
  { code: 'hu', name: 'Hungarian' },
  { code: 'ro', name: 'Romanian' },
  { code: 'el', name: 'Greek' },
  { code: 'uk', name: 'Ukrainian' },
  { code: 'tr', name: 'Turkish' },
  { code: 'ar', name: 'Arabic' },
  { code: 'he', name: 'Hebrew' },
  { code: 'fa', name: 'Persian' },
  { code: 'hi', name: 'Hindi' },
  { code: 'bn', name: 'Bengali' },
  { code: 'zh', name: 'Chinese' },
  { code: 'ja', name: 'Japanese' },
  { code: 'ko', name: 'Korean' },
  { code: 'th', name: 'Thai' },
  { code: 'vi', name: 'Vietnamese' },
  { code: 'id', name: 'Indonesian' },
] as const;

export type ProfileLanguageCode = (typeof profileLanguages)[number]['code'];
export const profileLanguageCodes = profileLanguages.map((language) => language.code) as [
  ProfileLanguageCode,
  ...ProfileLanguageCode[],
];

/** The fifteen interests a traveller can tick, in the order the edit dialog shows them. */
export const profileInterests = [
  'art',
  'history',
  'culture',
  'architecture',
  'museums',
  'gastronomy',
  'nature',
  'adventure',
  'photography',
  'sports',
  'music',
  'literature',
  'religion',
  'fashion',
  'technology',
] as const;
export type ProfileInterest = (typeof profileInterests)[number];

/** Favourite destinations are free text: at most this many, each at most this long once trimmed. */
export const maxFavoriteDestinations = 10;
export const maxDestinationLength = 80;

const isLanguageCode = (value: string): value is ProfileLanguageCode =>
  profileLanguageCodes.some((code) => code === value);

/**
 * A stored language as a code: profiles made before codes held English names ("English"), which
 * read as their code; anything unknown is dropped rather than shown raw.
 */
export function languageCodeOf(value: string): ProfileLanguageCode | null {
  const text = value.trim();
  if (isLanguageCode(text.toLowerCase())) return text.toLowerCase() as ProfileLanguageCode;
  return (
    profileLanguages.find((language) => language.name.toLowerCase() === text.toLowerCase())?.code ?? null
  );
}

/** Stored languages as distinct codes, in their first order. */
export function normalizedLanguages(values: readonly string[]): ProfileLanguageCode[] {
  const codes = values.map(languageCodeOf).filter((code): code is ProfileLanguageCode => code !== null);
  return [...new Set(codes)];
}

/** Interests from before the list of fifteen: "food" became "gastronomy", the rest were dropped. */
const renamedInterests: Readonly<Record<string, ProfileInterest>> = { food: 'gastronomy' };

export function normalizedInterests(values: readonly string[]): ProfileInterest[] {
  const known = values
    .map((value) => renamedInterests[value] ?? value)
    .filter((value): value is ProfileInterest => profileInterests.some((interest) => interest === value));
  return profileInterests.filter((interest) => known.includes(interest));
}

/**
 * Destinations as stored: trimmed, blanks dropped, the same place written twice (any case) kept
 * once, at most the maximum. The server applies the same after validating the request.
 */
export function normalizedDestinations(values: readonly string[]): string[] {
  const seen = new Set<string>();
  const kept: string[] = [];
  for (const value of values) {
    const text = value.trim();
    const key = text.toLocaleLowerCase('en');
    if (text === '' || seen.has(key)) continue;
    seen.add(key);
    kept.push(text);
  }
  return kept.slice(0, maxFavoriteDestinations);
}
