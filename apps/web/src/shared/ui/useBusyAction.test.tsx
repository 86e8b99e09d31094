import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useBusyAction } from './useBusyAction';

describe('useBusyAction', () => {
  it('is busy while the action runs, then free again', async () => {
    const { result } = renderHook(() => useBusyAction());
    let finish = () => {};
    let running: Promise<void> = Promise.resolve();
    act(() => {
      running = result.current.run(
        () => new Promise<void>((resolve) => (finish = resolve)),
        () => {},
      );
    });
    expect(result.current.busy).toBe(true);
    await act(async () => {
      finish();
      await running;
    });
    expect(result.current.busy).toBe(false);
  });

  it('hands a failure to onFailure and stays busy until that is done', async () => {
    const { result } = renderHook(() => useBusyAction());
    const failure = new Error('refused');
    const seen: unknown[] = [];
    let handled = () => {};
    let running: Promise<void> = Promise.resolve();
    await act(async () => {
      running = result.current.run(
        () => Promise.reject(failure),
        (error) => {
          seen.push(error);
          return new Promise<void>((resolve) => (handled = resolve));
        },
      );
      await Promise.resolve();
    });
    expect(seen).toEqual([failure]);
    expect(result.current.busy).toBe(true);
    await act(async () => {
      handled();
      await running;
    });
    expect(result.current.busy).toBe(false);
  });
});
