import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { AuthProvider } from '@/shared/auth/AuthProvider';
import { ToastHost } from '@/shared/ui/ToastHost';
import { GamificationAgent } from './GamificationAgent';
import { ItinerarySyncAgent } from './ItinerarySyncAgent';
import { PwaAgent } from './pwa/PwaAgent';
import { TourSyncAgent } from './TourSyncAgent';

const queryClient = new QueryClient({
  defaultOptions: { queries: { staleTime: 60_000, retry: 1, refetchOnWindowFocus: false } },
});

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
