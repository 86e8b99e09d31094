import { createBrowserRouter, type RouteObject } from 'react-router';
import { AppLayout } from './layout/AppLayout';
import { RouteErrorScreen } from './RouteErrorScreen';

/** Each screen is its own chunk, loaded when its route is first visited. */
const lazyPage =
  (load: () => Promise<{ default: React.ComponentType }>): RouteObject['lazy'] =>
  async () => ({ Component: (await load()).default });

/** Screens owned by later issues; each shows an honest "coming soon" until it lands. */
const comingSoon =
  (nameKey: string): RouteObject['lazy'] =>
  async () => {
    const { ComingSoonPage } = await import('@/features/coming-soon/ComingSoonPage');
    return { Component: () => <ComingSoonPage nameKey={nameKey} /> };
  };

export const routes: RouteObject[] = [
  {
    path: '/',
    Component: AppLayout,
    ErrorBoundary: RouteErrorScreen,
    children: [
      { index: true, lazy: lazyPage(() => import('@/features/home/HomePage')) },
      { path: 'gallery', lazy: lazyPage(() => import('@/features/gallery/GalleryPage')) },
      { path: 'artwork/:id', lazy: lazyPage(() => import('@/features/artwork/ArtworkPage')) },
      { path: 'guided-tours', lazy: lazyPage(() => import('@/features/tours/GuidedToursPage')) },
      { path: 'guided-tours/:slug', lazy: lazyPage(() => import('@/features/tours/TourPage')) },
      { path: 'about', lazy: lazyPage(() => import('@/features/about/AboutPage')) },
      { path: 'interactive-map', lazy: comingSoon('nav.map') },
      { path: 'ai-recognition', lazy: comingSoon('nav.aiPhoto') },
      { path: 'travel-assistant', lazy: comingSoon('nav.assistant') },
      { path: 'social', lazy: comingSoon('nav.social') },
      { path: 'games', lazy: comingSoon('nav.games') },
      { path: 'games/:gameId', lazy: comingSoon('nav.games') },
      { path: 'gamification', lazy: comingSoon('nav.gamification') },
      { path: 'achievements', lazy: comingSoon('nav.achievements') },
      { path: 'profile', lazy: lazyPage(() => import('@/features/profile/ProfilePage')) },
      { path: 'profile/security', lazy: lazyPage(() => import('@/features/auth/SecurityPage')) },
      { path: 'my-itineraries', lazy: lazyPage(() => import('@/features/itineraries/MyItinerariesPage')) },
      { path: 'auth/callback', lazy: lazyPage(() => import('@/features/auth/AuthCallbackPage')) },
      { path: '*', lazy: lazyPage(() => import('./NotFoundPage')) },
    ],
  },
];

export const router = createBrowserRouter(routes);
