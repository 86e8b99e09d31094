import { artworkIds, gameIds, tourSlugs } from '@artvoyage/contract/constants';
import type { ArtworkId, GameId, TourId } from '@artvoyage/contract';
import type { KnowledgeLink } from './types';

// The in-app pages a knowledge passage may link to (the web app's route table, see apps/web/src/app/routes.tsx).

export const artworkPath = (id: ArtworkId): string => `/artwork/${id}`;
export const tourPath = (id: TourId): string => `/guided-tours/${tourSlugs[id]}`;
export const gamePath = (id: GameId): string => `/games/${id}`;

/** The app's fixed pages, by what they are. */
export const appPaths = {
  home: '/',
  gallery: '/gallery',
  tours: '/guided-tours',
  map: '/interactive-map',
  photoRecognition: '/ai-recognition',
  assistant: '/travel-assistant',
  social: '/social',
  games: '/games',
  achievements: '/achievements',
  gamification: '/gamification',
  profile: '/profile',
  itineraries: '/my-itineraries',
  about: '/about',
} as const;

/** Every path a passage may link to: the fixed pages, the ten artworks, the four tours and the games. */
export const knowledgeRoutes: ReadonlySet<string> = new Set([
  ...Object.values(appPaths),
  ...artworkIds.map(artworkPath),
  ...(Object.keys(tourSlugs) as TourId[]).map(tourPath),
  ...gameIds.map(gamePath),
]);

export const links = {
  gallery: { label: 'Gallery', path: appPaths.gallery },
  tours: { label: 'Guided Tours', path: appPaths.tours },
  map: { label: 'Interactive Map', path: appPaths.map },
  photoRecognition: { label: 'AI Photo Recognition', path: appPaths.photoRecognition },
  games: { label: 'Educational Games', path: appPaths.games },
  itineraries: { label: 'My Itineraries', path: appPaths.itineraries },
  about: { label: 'About This Virtual Tour', path: appPaths.about },
  social: { label: 'Social Network', path: appPaths.social },
  achievements: { label: 'Achievements', path: appPaths.achievements },
} as const satisfies Record<string, KnowledgeLink>;
