import { gamificationFailureMessages, xpRewards } from '@artvoyage/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useAuth } from '@/shared/auth/auth-context';
import type { AwardOutcome } from '@/shared/gamification/gamification-api';
import { earnsXp } from './recognition-logic';
import type { RecognitionPhase } from './recognition-state';

export type RecognitionReward =
  | { status: 'none' }
  | { status: 'visitor'; xp: number }
  | { status: 'sending' }
  | { status: 'earned'; xp: number }
  | { status: 'failed'; message: string };

/**
 * A recognised photo earns XP for a signed-in user (see docs/product/social-and-xp.md): `photo_recognized`
 * is sent once per recognition, naming the id under which the server recorded it (the server gives
 * XP for nothing else). Visitors send nothing and are told what they could earn.
 */
export function useRecognitionReward(phase: RecognitionPhase): RecognitionReward {
  const auth = useAuth();
  const queryClient = useQueryClient();
  const signedIn = auth.status === 'signed-in';
  const earned = phase.kind === 'result' && earnsXp(phase.recognition) ? phase.id : null;
  const recordedId = phase.kind === 'result' ? (phase.recordedId ?? null) : null;
  const [reward, setReward] = useState<{ id: string; reward: RecognitionReward } | null>(null);
  // One request per recognition, even when the effect runs again (development's double effects).
  const sent = useRef(new Map<string, Promise<AwardOutcome>>());

  useEffect(() => {
    if (!earned || !signedIn || !recordedId) return;
    let active = true;
    let sending = sent.current.get(earned);
    if (!sending) {
      sending = import('@/shared/gamification/gamification-api')
        .then(({ awardEvent }) =>
          awardEvent({ action: 'photo_recognized', data: { recognitionId: recordedId } }, { queryClient }),
        )
        .catch((error: unknown): AwardOutcome => {
          // Only the code chunk can fail here (awardEvent never throws): no network.
          console.warn('Gamification could not be loaded', error);
          return {
            success: false,
            message: gamificationFailureMessages.network,
            newAchievements: [],
            xpAwarded: 0,
          };
        });
      sent.current.set(earned, sending);
    }
    void sending.then((outcome) => {
      if (!active) return;
      setReward({
        id: earned,
        reward: !outcome.success
          ? { status: 'failed', message: outcome.message }
          : outcome.xpAwarded > 0
            ? { status: 'earned', xp: outcome.xpAwarded }
            : { status: 'none' },
      });
    });
    return () => {
      active = false;
    };
  }, [earned, recordedId, signedIn, queryClient]);

  if (!earned) return { status: 'none' };
  if (!signedIn) return { status: 'visitor', xp: xpRewards.photo_recognized };
  // Signed in, but the server did not record this photo (it was sent before signing in).
  if (!recordedId) return { status: 'none' };
  return reward?.id === earned ? reward.reward : { status: 'sending' };
}
