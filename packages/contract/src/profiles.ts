import { z } from 'zod';
import { budgetLevels, travelInterests, travelStyles } from './constants';
import {
  maxDestinationLength,
  maxFavoriteDestinations,
  normalizedDestinations,
  profileLanguageCodes,
} from './profile-fields';

const shortText = (max: number) => z.string().trim().max(max);

/** Characters that show nothing: controls, format marks (zero-width, bidi), every kind of space, fillers. */
const invisibleCharacters = /[\p{Cc}\p{Cf}\p{Z}\u115F\u1160\u3164\uFFA0\u2800]/gu;
/** Whether a text shows anything once the characters that show nothing are taken out. */
export const hasVisibleText = (text: string) => text.replace(invisibleCharacters, '').length > 0;
export const maxDisplayNameLength = 120;
/** A person's display name: something visible, at most 120 characters. */
export const displayNameSchema = shortText(maxDisplayNameLength).refine(
  hasVisibleText,
  'Name cannot be empty',
);
/** An avatar is a web address: no javascript:, data: or file: URL ever reaches an image element. */
export const avatarUrlSchema = z
  .url({ protocol: /^https?$/, error: 'Avatar must be an http or https address' })
  .max(2000);
const textList = (maxItems: number, maxLength: number) =>
  z.array(z.string().trim().min(1).max(maxLength)).max(maxItems);

/** Languages spoken: codes from the profile's list, each once. */
export const profileLanguagesSchema = z
  .array(z.enum(profileLanguageCodes, { error: 'Unknown language code' }))
  .max(profileLanguageCodes.length)
  .refine((codes) => new Set(codes).size === codes.length, 'Each language may be listed once')
  .meta({ id: 'ProfileLanguages' });

/**
 * Favourite destinations: free text, each trimmed, 1 to 80 visible characters, at most 10; the
 * same place written twice (any case) is kept once.
 */
export const favoriteDestinationsSchema = z
  .array(
    z
      .string()
      .trim()
      .min(1, 'A destination cannot be empty')
      .max(maxDestinationLength, `A destination has at most ${maxDestinationLength} characters`)
      .refine(hasVisibleText, 'A destination cannot be empty'),
  )
  .max(maxFavoriteDestinations, `At most ${maxFavoriteDestinations} favourite destinations`)
  .transform(normalizedDestinations)
  .meta({ id: 'FavoriteDestinations' });

export const travelPreferencesSchema = z.object({
  interests: z.array(z.enum(travelInterests)).max(travelInterests.length),
  budget_level: z.enum(budgetLevels),
  travel_style: z.enum(travelStyles),
  preferred_duration: z.string().max(40).optional(),
});
export type TravelPreferences = z.infer<typeof travelPreferencesSchema>;

/** A user's profile as the API returns it (a user_profiles row). */
export const profileSchema = z
  .object({
    user_id: z.uuid(),
    full_name: z.string(),
    email: z.string(),
    bio: z.string().nullable(),
    avatar_url: z.string().nullable(),
    travel_preferences: travelPreferencesSchema,
    experience_points: z.number().int().min(0),
    user_level: z.number().int().min(1),
    languages: z.array(z.string()),
    interests: z.array(z.string()),
    favorite_destinations: z.array(z.string()),
    total_trips: z.number().int().min(0),
    countries_visited: z.number().int().min(0),
    cities_visited: z.number().int().min(0),
    created_at: z.iso.datetime({ offset: true }),
    updated_at: z.iso.datetime({ offset: true }),
  })
  .meta({ id: 'Profile' });
export type Profile = z.infer<typeof profileSchema>;

/** What the owner may change; the server sets updated_at. Unknown fields are refused. */
export const profileUpdateSchema = z
  .strictObject({
    full_name: displayNameSchema,
    bio: shortText(2000).nullable(),
    avatar_url: avatarUrlSchema.nullable(),
    travel_preferences: travelPreferencesSchema,
    languages: profileLanguagesSchema,
    interests: textList(30, 40),
    favorite_destinations: favoriteDestinationsSchema,
  })
  .partial()
  .meta({ id: 'ProfileUpdate' });
export type ProfileUpdate = z.infer<typeof profileUpdateSchema>;

/** New-profile defaults (see docs/product/accounts.md). */
export const profileDefaults = {
  travel_preferences: {
    interests: ['art', 'history', 'culture'],
    budget_level: 'medium',
    travel_style: 'cultural',
  },
  experience_points: 100,
  user_level: 1,
  languages: ['en'],
  interests: ['Art', 'Culture'],
} as const satisfies Partial<Profile>;
