import type { Recognition } from '@artvoyage/contract';
import { describe, expect, it } from 'vitest';
import { initialRecognitionState, type RecognitionState, recognitionReducer } from './recognition-state';

type State = RecognitionState<string>;
const reduce = recognitionReducer<string>;

const recognition: Recognition = {
  detected_landmarks: [],
  processing_time: 12,
  status: 'completed',
  suggestions: [],
  source: 'visual-search',
};

const chosen: State = { image: 'photo-1', phase: { kind: 'idle' } };
const analyzing: State = { image: 'photo-1', phase: { kind: 'analyzing' } };

describe('recognitionReducer: the screen states', () => {
  it('starts with no image', () => {
    expect(initialRecognitionState).toEqual({ image: null, phase: { kind: 'idle' } });
  });

  it('choosing an image resets the result and the error', () => {
    const withResult: State = { image: 'photo-1', phase: { kind: 'result', recognition, id: 'r1' } };
    expect(reduce(withResult, { type: 'choose', image: 'photo-2' })).toEqual({
      image: 'photo-2',
      phase: { kind: 'idle' },
    });
    const withError: State = { image: 'photo-1', phase: { kind: 'error', message: 'Too large' } };
    expect(reduce(withError, { type: 'choose', image: 'photo-2' }).phase).toEqual({ kind: 'idle' });
  });

  it('analysis needs an image and runs once at a time', () => {
    expect(reduce(initialRecognitionState, { type: 'start' })).toBe(initialRecognitionState);
    expect(reduce(chosen, { type: 'start' })).toEqual(analyzing);
    expect(reduce(analyzing, { type: 'start' })).toBe(analyzing);
  });

  it('ends in a result or an error', () => {
    expect(reduce(analyzing, { type: 'succeed', recognition, id: 'r1' })).toEqual({
      image: 'photo-1',
      phase: { kind: 'result', recognition, id: 'r1', recordedId: null },
    });
    expect(reduce(analyzing, { type: 'succeed', recognition, id: 'r2', recordedId: 'rec-1' })).toEqual({
      image: 'photo-1',
      phase: { kind: 'result', recognition, id: 'r2', recordedId: 'rec-1' },
    });
    expect(reduce(analyzing, { type: 'fail', message: null })).toEqual({
      image: 'photo-1',
      phase: { kind: 'error', message: null },
    });
  });

  it('ignores an answer that arrives when nothing is being analysed', () => {
    expect(reduce(chosen, { type: 'succeed', recognition, id: 'r1' })).toBe(chosen);
    expect(reduce(initialRecognitionState, { type: 'fail', message: 'late' })).toBe(initialRecognitionState);
  });

  it('removing the image clears image, result and error', () => {
    const withResult: State = { image: 'photo-1', phase: { kind: 'result', recognition, id: 'r1' } };
    expect(reduce(withResult, { type: 'remove' })).toEqual({ image: null, phase: { kind: 'idle' } });
    expect(reduce(analyzing, { type: 'remove' })).toEqual({ image: null, phase: { kind: 'idle' } });
  });
});
