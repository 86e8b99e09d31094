import { useEffect } from 'react';
import { useAuth } from '@/shared/auth/auth-context';

/** Starts a task for a user and returns the function that stops it. */
export type SignedInTask = (userId: string) => () => void;

/**
 * Loads a task's code on demand and runs it while someone is signed in; stops it when they sign out,
 * another user signs in, or the component unmounts. Nothing starts if that happens during the load.
 * `load` must be stable.
 */
export function useWhileSignedIn(load: () => Promise<SignedInTask>): void {
  const { status, user } = useAuth();
  const userId = status === 'signed-in' ? (user?.id ?? null) : null;

  useEffect(() => {
    if (!userId) return;
    let stop: (() => void) | undefined;
    let cancelled = false;
    load()
      .then((start) => {
        if (!cancelled) stop = start(userId);
      })
      .catch((error: unknown) => console.warn('A signed-in task could not start', error));
    return () => {
      cancelled = true;
      stop?.();
    };
  }, [userId, load]);
}
