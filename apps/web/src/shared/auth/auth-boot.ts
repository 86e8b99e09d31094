// The little the first paint needs to know about auth; everything else loads with auth-js, later.

/** Where auth-js keeps the session in localStorage. */
export const authStorageKey = 'artvoyage.auth';

/** Whether a session was left in storage by an earlier visit (then auth must load right away). */
export function hasStoredSession(): boolean {
  try {
    return window.localStorage.getItem(authStorageKey) !== null;
  } catch {
    return false;
  }
}

/** The auth runtime (auth-js, the actions, the profile API): a separate chunk, loaded on demand. */
export const loadAuthRuntime = () => import('./auth-actions');
