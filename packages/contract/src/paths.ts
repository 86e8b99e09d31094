// The app's pages and their addresses, in one table shared by the web app (its router and every link),
// the chat's knowledge links and the server (page hints, prerendered pages). Plain values only: this
// module must not import zod, so the web app's shell can use it without shipping the schemas.

/** A path segment taken from a value (an id, a slug), so that no value can add a segment or a query. */
const segment = (value: string): string => encodeURIComponent(value);

/** `?name=value` for the values given, or '' when none is; values are encoded. */
function queryString(query: Readonly<Record<string, string | undefined>>): string {
  const pairs = Object.entries(query).flatMap(([name, value]) =>
    value === undefined ? [] : [`${name}=${encodeURIComponent(value)}`],
  );
  return pairs.length > 0 ? `?${pairs.join('&')}` : '';
}

/** A page without parameters: its pattern is its address. */
const fixed = <Path extends string>(path: Path) => ({ path, href: (): Path => path });

/**
 * Every page of the app: `path` is the router's pattern (`:name` a parameter), `href(...)` the address
 * of one page, for links and redirects. The router routes exactly these patterns (a unit test in
 * apps/web ties the two together).
 */
export const paths = {
  home: fixed('/'),
  gallery: {
    path: '/gallery',
    /** `filter`: the gallery's filter ('paintings', 'sculptures'); absent means all artworks. */
    href: (query: { filter?: string } = {}): string => `/gallery${queryString(query)}`,
  },
  artwork: {
    path: '/artwork/:id',
    /** `tour`: the slug of the guided tour this artwork is a stop of (Prev/Next then follow the tour). */
    href: (id: string, query: { tour?: string } = {}): string =>
      `/artwork/${segment(id)}${queryString(query)}`,
  },
  guidedTours: fixed('/guided-tours'),
  tour: {
    path: '/guided-tours/:slug',
    href: (slug: string): string => `/guided-tours/${segment(slug)}`,
  },
  tourFinish: {
    path: '/guided-tours/:slug/finish',
    href: (slug: string): string => `/guided-tours/${segment(slug)}/finish`,
  },
  about: fixed('/about'),
  interactiveMap: fixed('/interactive-map'),
  aiRecognition: fixed('/ai-recognition'),
  travelAssistant: fixed('/travel-assistant'),
  social: fixed('/social'),
  /** The achievements screen under the name the mobile menu and the footer use. */
  gamification: fixed('/gamification'),
  achievements: fixed('/achievements'),
  profile: fixed('/profile'),
  security: fixed('/profile/security'),
  myItineraries: fixed('/my-itineraries'),
  /** Where the e-mail links of sign-up and password reset land. */
  authCallback: fixed('/auth/callback'),
  games: fixed('/games'),
  game: {
    path: '/games/:gameId',
    href: (gameId: string): string => `/games/${segment(gameId)}`,
  },
} as const;

export type PageName = keyof typeof paths;

/** The router's catch-all pattern: any other address shows the not-found page. */
export const notFoundPath = '*';
