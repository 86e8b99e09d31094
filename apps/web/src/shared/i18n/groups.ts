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
 * The screens (by message group) that show each content pack (translated artworks, tours, places,
 * games): a pack is fetched with any of its groups in any language but English. Every pack is listed;
 * a pack only one screen of a group shows lists no group, and that screen fetches it itself
 * (`loadScreenPacks`).
 */
export const screensOfPack: { readonly [P in ContentPackName]: readonly MessageGroup[] } = {
  tours: ['home', 'tours', 'about', 'recognition'],
  artworks: ['home', 'gallery', 'artwork', 'tours', 'about', 'itineraries', 'recognition'],
  // Itineraries are generated in the visitor's language.
  itineraries: ['itineraries'],
  // Each language's crossword is its own grid, fetched by the crossword's screen.
  crossword: [],
  // Cities and landmarks: the map and a recognised landmark.
  places: ['map', 'recognition'],
  // The games' texts: the catalogue and the games other than the quizzes and the crossword.
  games: ['games'],
  // The audio guide's script, shown as the transcript.
  narrations: ['artwork'],
  // The three quizzes' questions, fetched by the quiz screen: the games index shows none of them.
  quizzes: [],
  // The Museum Team's sample posts, in the feed.
  social: ['social'],
};

/** The content packs a group's screens show besides their messages. */
export const contentPacksOf = (group: MessageGroup): ContentPackName[] =>
  (Object.keys(screensOfPack) as ContentPackName[]).filter((pack) => screensOfPack[pack].includes(group));
