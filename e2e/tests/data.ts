import { artworks as contentArtworks, tours as contentTours } from '@artvoyage/content';
import { gameCatalogue } from '@artvoyage/content/games';

/** The ten artwork ids, in the list order Previous/Next follow (see docs/product/museum.md). */
export const artworkIds = [
  'mona-lisa',
  'venus-de-milo',
  'winged-victory',
  'liberty-leading',
  'wedding-feast',
  'coronation-napoleon',
  'raft-medusa',
  'psyche-cupid',
  'michelangelo-slaves',
  'great-sphinx',
] as const;

export type ArtworkId = (typeof artworkIds)[number];

/** The built-in artworks from the content package, looked up by id (throws on an unknown id). */
export function artwork(id: string) {
  const found = contentArtworks.find((item) => item.id === id);
  if (!found) throw new Error(`No artwork "${id}" in @artvoyage/content`);
  return found;
}

export const artworks = artworkIds.map((id) => artwork(id));

/** Gallery filters: paintings have oil or canvas, sculptures marble or granite. */
export const isPainting = (medium: string) => /oil|canvas/i.test(medium);
export const isSculpture = (medium: string) => /marble|granite/i.test(medium);

/** The four tours (names and artworks, see docs/product/museum.md) and their page slugs. */
export const tours = [
  {
    id: 'classicalAntiquities',
    slug: 'classical',
    name: 'Classical Antiquities',
    artworkIds: ['great-sphinx', 'venus-de-milo', 'winged-victory'],
  },
  {
    id: 'renaissanceMasters',
    slug: 'renaissance',
    name: 'Renaissance Masters',
    artworkIds: ['mona-lisa', 'wedding-feast', 'michelangelo-slaves'],
  },
  {
    id: 'frenchArt',
    slug: 'french',
    name: 'French Art',
    artworkIds: ['liberty-leading', 'coronation-napoleon', 'raft-medusa'],
  },
  {
    id: 'sculptureRoute',
    slug: 'sculpture',
    name: 'Sculpture Focus',
    artworkIds: ['venus-de-milo', 'winged-victory', 'psyche-cupid', 'michelangelo-slaves'],
  },
] as const;

/** A tour's description, from the content package. */
export function tourDescription(id: string): string {
  const found = contentTours.find((tour) => tour.id === id);
  if (!found) throw new Error(`No tour "${id}" in @artvoyage/content`);
  return found.description;
}

/** The panel's sentence: "This tour includes N artworks and takes approximately N*5-N*7 minutes to complete." */
export const durationSentence = (count: number) =>
  `This tour includes ${count} artworks and takes approximately ${count * 5}-${count * 7} minutes to complete.`;

export interface RouteCheck {
  path: string;
  heading: string;
}

/**
 * Every route of the route table with the level-1 heading it must show, in groups so that one browser
 * page visits several routes (opening a page costs more than visiting a route).
 */
export const routeGroups: ReadonlyArray<{ name: string; routes: readonly RouteCheck[] }> = [
  {
    name: 'home, gallery, tours and about',
    routes: [
      { path: '/', heading: 'Travel through art' },
      { path: '/gallery', heading: 'Gallery' },
      { path: '/guided-tours', heading: 'Guided Tours' },
      ...tours.map((tour) => ({ path: `/guided-tours/${tour.slug}`, heading: `${tour.name} Tour` })),
      { path: '/about', heading: 'About This Virtual Tour' },
      { path: '/my-itineraries', heading: 'My Itineraries' },
      { path: '/social', heading: 'Travel Feed' },
      { path: '/interactive-map', heading: 'Interactive Map' },
      { path: '/games', heading: 'Educational Games' },
    ],
  },
  {
    name: 'the ten artwork pages',
    routes: artworks.map((item) => ({ path: `/artwork/${item.id}`, heading: item.title })),
  },
  {
    // Each game opens on its own screen, headed by its catalogue title; the chat is headed as an art expert.
    name: 'the eight games, the art-expert chat and photo recognition',
    routes: [
      ...gameCatalogue.map((game) => ({ path: `/games/${game.id}`, heading: game.title })),
      { path: '/travel-assistant', heading: 'Ask the Art Expert' },
      { path: '/ai-recognition', heading: 'AI Photo Recognition' },
    ],
  },
  {
    // Signed out, the achievements screen invites the visitor to sign in.
    name: 'the achievements screen',
    routes: [
      { path: '/achievements', heading: 'Achievement System' },
      { path: '/gamification', heading: 'Achievement System' },
    ],
  },
  {
    // The sign-up confirmation e-mail redirects here, so it must be an app page.
    name: 'the sign-up confirmation callback and the signed-out profile',
    routes: [
      { path: '/auth/callback', heading: 'Nothing to confirm' },
      { path: '/profile', heading: 'Not Logged In' },
    ],
  },
  {
    name: 'an unknown path',
    routes: [{ path: '/this/page/does-not-exist', heading: 'Page Not Found' }],
  },
];

export const unknownPath = '/this/page/does-not-exist';
