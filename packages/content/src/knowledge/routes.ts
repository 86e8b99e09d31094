import { artworkIds, gameIds, tourSlugs } from '@artvoyage/contract/constants';
import type { ArtworkId, GameId, TourId } from '@artvoyage/contract';
import { paths } from '@artvoyage/contract/paths';
import type { KnowledgeLink } from './types';

// The in-app pages a knowledge passage may link to, addressed through the app's one table of pages.

export const artworkPath = (id: ArtworkId): string => paths.artwork.href(id);
export const tourPath = (id: TourId): string => paths.tour.href(tourSlugs[id]);
export const gamePath = (id: GameId): string => paths.game.href(id);

/** The app's fixed pages, by what they are. */
export const appPaths = {
  home: paths.home.href(),
  gallery: paths.gallery.href(),
  tours: paths.guidedTours.href(),
  map: paths.interactiveMap.href(),
  photoRecognition: paths.aiRecognition.href(),
  assistant: paths.travelAssistant.href(),
  social: paths.social.href(),
  games: paths.games.href(),
  achievements: paths.achievements.href(),
  gamification: paths.gamification.href(),
  profile: paths.profile.href(),
  itineraries: paths.myItineraries.href(),
  about: paths.about.href(),
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
