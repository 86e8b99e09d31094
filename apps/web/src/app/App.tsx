import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from 'react-router';
import { AuthProvider } from '@/shared/auth/AuthProvider';
import { ToastHost } from '@/shared/ui/ToastHost';
import { GamificationAgent } from './GamificationAgent';
import { ItinerarySyncAgent } from './ItinerarySyncAgent';
import { PwaAgent } from './pwa/PwaAgent';
import { router } from './routes';

const queryClient = new QueryClient({
  defaultOptions: { queries: { staleTime: 60_000, retry: 1, refetchOnWindowFocus: false } },
});

export function App() {
  return (
    <QueryClientProvider client={queryClient}>
      <AuthProvider>
        <RouterProvider router={router} />
        <ToastHost />
        <ItinerarySyncAgent />
        <GamificationAgent />
        <PwaAgent />
      </AuthProvider>
    </QueryClientProvider>
  );
}
