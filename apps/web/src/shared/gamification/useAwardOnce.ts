import { gamificationFailureMessages } from '@artvoyage/contract';
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import type { AwardOutcome } from './api/award';

/** The calls that send an award, loaded only when one is sent (never with a screen's first JS). */
async function loadAwardCalls() {
  const [{ awardEvent }, { finishGameRound }] = await Promise.all([
    import('./api/award-event'),
    import('./api/finish-game-round'),
  ]);
  return { awardEvent, finishGameRound };
}
type AwardCalls = Awaited<ReturnType<typeof loadAwardCalls>>;

/** The client never throws, so only its code chunk can fail to load: to the player, no network. */
function chunkFailed(error: unknown): AwardOutcome {
  console.warn('Gamification could not be loaded', error);
  return { success: false, message: gamificationFailureMessages.network, newAchievements: [], xpAwarded: 0 };
}

/** One award to ask for: `key` names it (a play, a recognition); `send` asks the server for it. */
export interface AwardRequest {
  key: string;
  send: (api: AwardCalls, queryClient: QueryClient) => Promise<AwardOutcome>;
}

/**
 * Sends each award once, with the gamification client loaded only then, and gives back what the
 * server answered for the current one (null while it is on its way, or when there is nothing to send).
 * The same key never sends twice, even when the effect runs again (development's double effects) or
 * the screen comes back to it.
 */
export function useAwardOnce(request: AwardRequest | null): AwardOutcome | null {
  const key = request?.key ?? null;
  const queryClient = useQueryClient();
  const sent = useRef(new Map<string, Promise<AwardOutcome>>());
  const [answer, setAnswer] = useState<{ key: string; outcome: AwardOutcome } | null>(null);

  useEffect(() => {
    if (!request || key === null) return;
    let active = true;
    let sending = sent.current.get(key);
    if (!sending) {
      sending = loadAwardCalls()
        .then((api) => request.send(api, queryClient))
        .catch(chunkFailed);
      sent.current.set(key, sending);
    }
    void sending.then((outcome) => {
      if (active) setAnswer({ key, outcome });
    });
    return () => {
      active = false;
    };
    // One send per key: the key decides, not the request object (a new one each render).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, queryClient]);

  return answer?.key === key ? answer.outcome : null;
}
