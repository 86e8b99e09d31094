import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useWhileSignedIn } from './useWhileSignedIn';

/**
 * Counts the daily visit while someone is signed in (see `followDailyVisits`). Visitors send nothing
 * and never download the gamification code.
 */
export function GamificationAgent() {
  const queryClient = useQueryClient();
  useWhileSignedIn(
    useCallback(async () => {
      const { followDailyVisits } = await import('@/shared/gamification/track');
      return (userId: string) => followDailyVisits(userId, queryClient);
    }, [queryClient]),
  );
  return null;
}
