import { notFoundPath, paths } from '@artvoyage/contract/paths';
import type { LoaderFunction, RouteObject } from 'react-router';
import { loadMessageGroups, type MessageGroup } from '@/shared/i18n';
import { AppLayout } from './layout/AppLayout';
import { PageErrorScreen, RouteErrorScreen } from './RouteErrorScreen';

/**
 * Each screen is its own chunk, loaded when its route is first visited, together with the message groups
 * it shows (besides `core`, always there), so that it never renders raw keys. A page module may export a
 * `loader`, which the router runs before the page's first render (a game page loads its screen).
 */
const lazyPage =
  (
    load: () => Promise<{ default: React.ComponentType; loader?: LoaderFunction }>,
    groups: readonly MessageGroup[],
  ): RouteObject['lazy'] =>
  async () => {
    const [page] = await Promise.all([load(), loadMessageGroups(groups)]);
    return page.loader ? { Component: page.default, loader: page.loader } : { Component: page.default };
  };

const achievementsPage = lazyPage(() => import('@/features/achievements/AchievementsPage'), ['achievements']);

/** The app's pages, each loaded when first visited, at the addresses of the shared table (`paths`). */
const pages: RouteObject[] = [
  { index: true, lazy: lazyPage(() => import('@/features/home/HomePage'), ['home']) },
  { path: paths.gallery.path, lazy: lazyPage(() => import('@/features/gallery/GalleryPage'), ['gallery']) },
  {
    path: paths.artwork.path,
    lazy: lazyPage(() => import('@/features/artwork/ArtworkPage'), ['artwork', 'itineraries']),
  },
  {
    path: paths.guidedTours.path,
    lazy: lazyPage(() => import('@/features/tours/GuidedToursPage'), ['tours']),
  },
  { path: paths.tour.path, lazy: lazyPage(() => import('@/features/tours/TourPage'), ['tours']) },
  {
    path: paths.tourFinish.path,
    lazy: lazyPage(() => import('@/features/tours/TourFinishPage'), ['tours']),
  },
  { path: paths.about.path, lazy: lazyPage(() => import('@/features/about/AboutPage'), ['about']) },
  { path: paths.interactiveMap.path, lazy: lazyPage(() => import('@/features/map/MapPage'), ['map']) },
  {
    // The itineraries group: a recognised artwork can be added to an itinerary.
    path: paths.aiRecognition.path,
    lazy: lazyPage(() => import('@/features/recognition/RecognitionPage'), ['recognition', 'itineraries']),
  },
  {
    path: paths.travelAssistant.path,
    lazy: lazyPage(() => import('@/features/assistant/TravelAssistantPage'), ['assistant']),
  },
  { path: paths.social.path, lazy: lazyPage(() => import('@/features/social/SocialPage'), ['social']) },
  // The mobile menu's Gamification entry and Achievements are the same screen.
  { path: paths.gamification.path, lazy: achievementsPage },
  { path: paths.achievements.path, lazy: achievementsPage },
  {
    path: paths.profile.path,
    // The achievements group: the names of earned achievements and badges.
    lazy: lazyPage(() => import('@/features/profile/ProfilePage'), ['profile', 'auth', 'achievements']),
  },
  {
    path: paths.security.path,
    lazy: lazyPage(() => import('@/features/auth/SecurityPage'), ['auth', 'profile']),
  },
  {
    path: paths.myItineraries.path,
    lazy: lazyPage(() => import('@/features/itineraries/MyItinerariesPage'), ['itineraries']),
  },
  {
    path: paths.authCallback.path,
    lazy: lazyPage(() => import('@/features/auth/AuthCallbackPage'), ['auth']),
  },
  // Game pages sit in the app's layout like every other page (one header, one footer); each game
  // screen carries its own slim game bar instead of a second shell.
  { path: paths.games.path, lazy: lazyPage(() => import('@/features/games/GamesIndexPage'), ['games']) },
  { path: paths.game.path, lazy: lazyPage(() => import('@/features/games/GamePage'), ['games']) },
  { path: notFoundPath, lazy: lazyPage(() => import('./NotFoundPage'), []) },
];

export const routes: RouteObject[] = [
  {
    path: paths.home.path,
    Component: AppLayout,
    ErrorBoundary: RouteErrorScreen,
    // One boundary for the pages, under the layout: a page that fails keeps the header and navigation.
    children: [{ ErrorBoundary: PageErrorScreen, children: pages }],
  },
];
