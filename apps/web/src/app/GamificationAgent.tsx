import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useAuth } from '@/shared/auth/auth-context';

const loadTrack = () => import('@/shared/gamification/track');

/**
 * Counts the daily visit while someone is signed in (see `followDailyVisits`). Visitors send nothing
 * and never download the gamification code.
 */
export function GamificationAgent() {
  const { status, user } = useAuth();
  const userId = user?.id ?? null;
  const queryClient = useQueryClient();

  useEffect(() => {
    if (status !== 'signed-in' || !userId) return;
    let stop: (() => void) | undefined;
    let cancelled = false;
    loadTrack()
      .then((track) => {
        if (!cancelled) stop = track.followDailyVisits(userId, queryClient);
      })
      .catch((error: unknown) => console.warn('Gamification could not be loaded', error));
    return () => {
      cancelled = true;
      stop?.();
    };
  }, [status, userId, queryClient]);

  return null;
}
