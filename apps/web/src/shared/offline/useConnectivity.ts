import { useEffect } from 'react';
import { useExternalStore } from '@/shared/store/use-external-store';
import {
  connectivityOf,
  reportBrowserOnline,
  reportNetworkFailure,
  reportServerAnswered,
  networkState,
  type Connectivity,
} from './network-status';

/** How often to ask the server whether it is back while it cannot be reached. */
const probeIntervalMs = 20_000;

async function probeServer(): Promise<void> {
  try {
    // Not cached by the service worker (no route for it) nor by the HTTP cache.
    const response = await fetch('/api/v1/health', { cache: 'no-store' });
    if (response.status >= 502 && response.status <= 504) reportNetworkFailure();
    else reportServerAnswered();
  } catch {
    reportNetworkFailure();
  }
}

/**
 * The app's connectivity, kept up to date from the browser's online/offline events and the API calls;
 * while the server cannot be reached (and the browser is online) it is asked again every 20 s, so the
 * banner goes away even when no screen makes a request. Mount it once (the app shell does).
 */
export function useConnectivity(): Connectivity {
  const state = useExternalStore(networkState);

  useEffect(() => {
    const update = () => reportBrowserOnline(navigator.onLine !== false);
    update();
    window.addEventListener('online', update);
    window.addEventListener('offline', update);
    return () => {
      window.removeEventListener('online', update);
      window.removeEventListener('offline', update);
    };
  }, []);

  const probing = state.browserOnline && state.serverUnreachable;
  useEffect(() => {
    if (!probing) return;
    const timer = window.setInterval(() => void probeServer(), probeIntervalMs);
    const onVisible = () => {
      if (document.visibilityState === 'visible') void probeServer();
    };
    document.addEventListener('visibilitychange', onVisible);
    // Just back online: ask at once rather than in 20 s.
    void probeServer();
    return () => {
      window.clearInterval(timer);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [probing]);

  return connectivityOf(state);
}
