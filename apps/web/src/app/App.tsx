import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { queryClient } from '@/shared/api/query-client';
import { AuthProvider } from '@/shared/auth/AuthProvider';
import { ToastHost } from '@/shared/ui/ToastHost';
import { GamificationAgent } from './GamificationAgent';
import { ItinerarySyncAgent } from './ItinerarySyncAgent';
import { PwaAgent } from './pwa/PwaAgent';
import { TourSyncAgent } from './TourSyncAgent';

/**
 * The providers and agents around the router. The router itself comes as `children`: the browser's
 * `RouterProvider` in boot.tsx, a static one when pages are prerendered at build time (app/prerender.tsx).
 */
export function App({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <AuthProvider>
        {children}
        <ToastHost />
        <ItinerarySyncAgent />
        <TourSyncAgent />
        <GamificationAgent />
        <PwaAgent />
      </AuthProvider>
    </QueryClientProvider>
  );
}
