import { createExternalStore } from '@/shared/store/external-store';

/**
 * Whether the app can reach its server, for the offline banner. Two sources: the browser's own
 * `navigator.onLine` (false means certainly offline), and the API calls themselves (a request that
 * failed with a network error means the server cannot be reached, even when the browser thinks it is
 * online). Any answer from the server clears the second.
 */
export interface NetworkState {
  browserOnline: boolean;
  serverUnreachable: boolean;
}

export type NetworkEvent =
  | { type: 'browser-online' }
  | { type: 'browser-offline' }
  | { type: 'request-failed' }
  | { type: 'server-answered' };

/** What the banner shows: nothing, "You are offline", or "The server cannot be reached". */
export type Connectivity = 'online' | 'offline' | 'unreachable';

export function nextNetworkState(state: NetworkState, event: NetworkEvent): NetworkState {
  switch (event.type) {
    case 'browser-online':
      // Back online: the next request (or the health check) tells whether the server answers.
      return state.browserOnline ? state : { ...state, browserOnline: true };
    case 'browser-offline':
      return state.browserOnline ? { ...state, browserOnline: false } : state;
    case 'request-failed':
      return state.serverUnreachable ? state : { ...state, serverUnreachable: true };
    case 'server-answered':
      return state.serverUnreachable ? { ...state, serverUnreachable: false } : state;
  }
}

export function connectivityOf(state: NetworkState): Connectivity {
  if (!state.browserOnline) return 'offline';
  return state.serverUnreachable ? 'unreachable' : 'online';
}

export const networkState = createExternalStore<NetworkState>({
  browserOnline: typeof navigator === 'undefined' ? true : navigator.onLine !== false,
  serverUnreachable: false,
});

function dispatch(event: NetworkEvent): void {
  const before = networkState.get();
  const next = nextNetworkState(before, event);
  if (next !== before) networkState.set(next);
}

/** Called by the API client when a request never reached the server. */
export function reportNetworkFailure(): void {
  dispatch({ type: 'request-failed' });
}

/** Called by the API client for any answer from the server, error statuses included. */
export function reportServerAnswered(): void {
  dispatch({ type: 'server-answered' });
}

export function reportBrowserOnline(online: boolean): void {
  dispatch({ type: online ? 'browser-online' : 'browser-offline' });
}

export function getNetworkState(): NetworkState {
  return networkState.get();
}
