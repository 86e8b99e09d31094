import { xpRewards } from '@artvoyage/contract';
import { useAuth } from '@/shared/auth/auth-context';
import { useAwardOnce } from '@/shared/gamification/useAwardOnce';
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
  const signedIn = useAuth().status === 'signed-in';
  const earned = phase.kind === 'result' && earnsXp(phase.recognition) ? phase.id : null;
  const recordedId = phase.kind === 'result' ? (phase.recordedId ?? null) : null;
  // One request per recognition.
  const outcome = useAwardOnce(
    earned && signedIn && recordedId
      ? {
          key: earned,
          send: ({ awardEvent }, queryClient) =>
            awardEvent({ action: 'photo_recognized', data: { recognitionId: recordedId } }, { queryClient }),
        }
      : null,
  );

  if (!earned) return { status: 'none' };
  if (!signedIn) return { status: 'visitor', xp: xpRewards.photo_recognized };
  // Signed in, but the server did not record this photo (it was sent before signing in).
  if (!recordedId) return { status: 'none' };
  if (!outcome) return { status: 'sending' };
  if (!outcome.success) return { status: 'failed', message: outcome.message };
  return outcome.xpAwarded > 0 ? { status: 'earned', xp: outcome.xpAwarded } : { status: 'none' };
}
