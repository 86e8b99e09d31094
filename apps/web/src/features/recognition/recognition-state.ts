import type { Recognition } from '@artvoyage/contract';
import { confirmCandidate } from './recognition-logic';

/*
 * The screen's states: no image; image chosen (which resets the
 * result and the error); analyzing; result or error. Removing the image clears image, result and error.
 */

export type RecognitionPhase =
  | { kind: 'idle' }
  | { kind: 'analyzing' }
  /**
   * `id` names this recognition (its XP event); a new analysis gets a new one. `confirmed`: the visitor
   * chose one of the possible matches, which now stands as the result.
   */
  | { kind: 'result'; recognition: Recognition; id: string; recordedId?: string | null; confirmed?: boolean }
  /** `message` is the server's, or null for the default text ("An error occurred while analyzing the image"). */
  | { kind: 'error'; message: string | null };

export interface RecognitionState<Image> {
  image: Image | null;
  phase: RecognitionPhase;
}

export type RecognitionAction<Image> =
  | { type: 'choose'; image: Image }
  | { type: 'remove' }
  | { type: 'start' }
  /** `recordedId`: the server's record of a signed-in user's recognised photo, which can earn XP. */
  | { type: 'succeed'; recognition: Recognition; id: string; recordedId?: string | null }
  | { type: 'fail'; message: string | null }
  /** The visitor says the photo shows this possible match (saved by the server first when signed in). */
  | { type: 'confirm'; candidateId: string };

export const initialRecognitionState = { image: null, phase: { kind: 'idle' } } as const;

export function recognitionReducer<Image>(
  state: RecognitionState<Image>,
  action: RecognitionAction<Image>,
): RecognitionState<Image> {
  switch (action.type) {
    case 'choose':
      return { image: action.image, phase: { kind: 'idle' } };
    case 'remove':
      return { image: null, phase: { kind: 'idle' } };
    case 'start':
      // Analysis only works when an image is selected; one at a time.
      if (state.image === null || state.phase.kind === 'analyzing') return state;
      return { ...state, phase: { kind: 'analyzing' } };
    case 'succeed':
      if (state.phase.kind !== 'analyzing') return state;
      return {
        ...state,
        phase: {
          kind: 'result',
          recognition: action.recognition,
          id: action.id,
          recordedId: action.recordedId ?? null,
        },
      };
    case 'confirm': {
      if (state.phase.kind !== 'result' || state.phase.confirmed) return state;
      const recognition = confirmCandidate(state.phase.recognition, action.candidateId);
      if (!recognition) return state;
      return { ...state, phase: { ...state.phase, recognition, confirmed: true } };
    }
    case 'fail':
      if (state.phase.kind !== 'analyzing') return state;
      return { ...state, phase: { kind: 'error', message: action.message } };
  }
}
