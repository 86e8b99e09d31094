import { QueryClient } from '@tanstack/react-query';

/**
 * The app's one query cache. A module of its own so that a route's loader, which runs before the page
 * renders and so outside React, can start a page's first read in it (the feed's loader does).
 */
export const queryClient = new QueryClient({
  defaultOptions: { queries: { staleTime: 60_000, retry: 1, refetchOnWindowFocus: false } },
});
