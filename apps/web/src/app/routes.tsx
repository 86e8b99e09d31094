import type { RouteObject } from 'react-router';
import { loadMessageGroups, type MessageGroup } from '@/shared/i18n';
import { AppLayout } from './layout/AppLayout';
import { PageErrorScreen, RouteErrorScreen } from './RouteErrorScreen';

/**
 * Each screen is its own chunk, loaded when its route is first visited, together with the message groups
 * it shows (besides `core`, always there), so that it never renders raw keys.
 */
const lazyPage =
  (
    load: () => Promise<{ default: React.ComponentType }>,
    groups: readonly MessageGroup[],
  ): RouteObject['lazy'] =>
  async () => {
    const [page] = await Promise.all([load(), loadMessageGroups(groups)]);
    return { Component: page.default };
  };

const achievementsPage = lazyPage(() => import('@/features/achievements/AchievementsPage'), ['achievements']);

/** The app's pages, each loaded when first visited. */
const pages: RouteObject[] = [
  { index: true, lazy: lazyPage(() => import('@/features/home/HomePage'), ['home']) },
  { path: 'gallery', lazy: lazyPage(() => import('@/features/gallery/GalleryPage'), ['gallery']) },
  {
    path: 'artwork/:id',
    lazy: lazyPage(() => import('@/features/artwork/ArtworkPage'), ['artwork', 'itineraries']),
  },
  { path: 'guided-tours', lazy: lazyPage(() => import('@/features/tours/GuidedToursPage'), ['tours']) },
  { path: 'guided-tours/:slug', lazy: lazyPage(() => import('@/features/tours/TourPage'), ['tours']) },
  {
    path: 'guided-tours/:slug/finish',
    lazy: lazyPage(() => import('@/features/tours/TourFinishPage'), ['tours']),
  },
  { path: 'about', lazy: lazyPage(() => import('@/features/about/AboutPage'), ['about']) },
  { path: 'interactive-map', lazy: lazyPage(() => import('@/features/map/MapPage'), ['map']) },
  {
    // The itineraries group: a recognised artwork can be added to an itinerary.
    path: 'ai-recognition',
    lazy: lazyPage(() => import('@/features/recognition/RecognitionPage'), ['recognition', 'itineraries']),
  },
  {
    path: 'travel-assistant',
    lazy: lazyPage(() => import('@/features/assistant/TravelAssistantPage'), ['assistant']),
  },
  { path: 'social', lazy: lazyPage(() => import('@/features/social/SocialPage'), ['social']) },
  // The mobile menu's Gamification entry and Achievements are the same screen.
  { path: 'gamification', lazy: achievementsPage },
  { path: 'achievements', lazy: achievementsPage },
  {
    path: 'profile',
    // The achievements group: the names of earned achievements and badges.
    lazy: lazyPage(() => import('@/features/profile/ProfilePage'), ['profile', 'auth', 'achievements']),
  },
  {
    path: 'profile/security',
    lazy: lazyPage(() => import('@/features/auth/SecurityPage'), ['auth', 'profile']),
  },
  {
    path: 'my-itineraries',
    lazy: lazyPage(() => import('@/features/itineraries/MyItinerariesPage'), ['itineraries']),
  },
  { path: 'auth/callback', lazy: lazyPage(() => import('@/features/auth/AuthCallbackPage'), ['auth']) },
  // Game pages sit in the app's layout like every other page (one header, one footer); each game
  // screen carries its own slim game bar instead of a second shell.
  { path: 'games', lazy: lazyPage(() => import('@/features/games/GamesIndexPage'), ['games']) },
  { path: 'games/:gameId', lazy: lazyPage(() => import('@/features/games/GamePage'), ['games']) },
  { path: '*', lazy: lazyPage(() => import('./NotFoundPage'), []) },
];

export const routes: RouteObject[] = [
  {
    path: '/',
    Component: AppLayout,
    ErrorBoundary: RouteErrorScreen,
    // One boundary for the pages, under the layout: a page that fails keeps the header and navigation.
    children: [{ ErrorBoundary: PageErrorScreen, children: pages }],
  },
];
