import type { ContentPackName } from '@artvoyage/content/i18n';

/**
 * Messages come in groups, one module per group and language under messages/<locale>/<group>.ts, all in
 * the one 'translation' namespace (a group adds its sections, or parts of sections, to the same tree).
 * `core` is always there; a screen loads the other groups it shows before it renders.
 */
export const messageGroups = [
  'core',
  'home',
  'gallery',
  'artwork',
  'tours',
  'about',
  'auth',
  'profile',
  'itineraries',
  'achievements',
  'social',
  'map',
  'games',
  'assistant',
  'recognition',
] as const;
export type MessageGroup = (typeof messageGroups)[number];

/**
 * The content packs (translated artworks, tours, places, games) a group's screens show besides their
 * messages; they are fetched with the group in any language but English.
 */
export const contentPacksOfGroup: { readonly [G in MessageGroup]?: readonly ContentPackName[] } = {
  home: ['tours'],
  tours: ['tours'],
  games: ['quizzes'],
};
