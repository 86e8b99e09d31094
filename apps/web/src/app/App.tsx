import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useEffect, type ReactNode } from 'react';
import { AuthProvider } from '@/shared/auth/AuthProvider';
import { ToastHost } from '@/shared/ui/ToastHost';
import { GamificationAgent } from './GamificationAgent';
import { ItinerarySyncAgent } from './ItinerarySyncAgent';
import { PwaAgent } from './pwa/PwaAgent';

const queryClient = new QueryClient({
  defaultOptions: { queries: { staleTime: 60_000, retry: 1, refetchOnWindowFocus: false } },
});

/**
 * The providers and agents around the router. The router itself comes as `children`: the browser's
 * `RouterProvider` in main.tsx, a static one when pages are prerendered at build time (src/prerender).
 */
export function App({ children }: { children: ReactNode }) {
  // Once the first render (or the hydration of a prerendered page) is committed, the page answers
  // clicks: marked for whoever needs to know (the browser tests wait for it after a page load).
  useEffect(() => {
    document.documentElement.dataset.appReady = 'true';
  }, []);
  return (
    <QueryClientProvider client={queryClient}>
      <AuthProvider>
        {children}
        <ToastHost />
        <ItinerarySyncAgent />
        <GamificationAgent />
        <PwaAgent />
      </AuthProvider>
    </QueryClientProvider>
  );
}
