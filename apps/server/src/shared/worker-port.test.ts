import { describe, expect, it, vi } from 'vitest';
import { answerOnceSetUp, messageOf } from './worker-port';

describe('messageOf', () => {
  it('answers an error by its message and anything else as text', () => {
    expect(messageOf(new TypeError('no such file'))).toBe('no such file');
    expect(messageOf('plain words')).toBe('plain words');
    expect(messageOf(42)).toBe('42');
    expect(messageOf(undefined)).toBe('undefined');
  });
});

describe('answerOnceSetUp', () => {
  const answered = async (state: Promise<number> | undefined, work: (state: number) => Promise<string>) => {
    const send = vi.fn();
    answerOnceSetUp(send, 7, state, 'never set up', work);
    await vi.waitFor(() => expect(send).toHaveBeenCalledTimes(1));
    return send.mock.calls[0]?.[0] as unknown;
  };

  it('answers the request with what the work makes of the state, timed', async () => {
    expect(await answered(Promise.resolve(2), async (state) => `twice ${state * 2}`)).toEqual({
      type: 'reply',
      id: 7,
      result: 'twice 4',
      queryMs: expect.any(Number),
    });
  });

  it('answers why not: no setup, a failed setup or failed work', async () => {
    const failed = (message: string) => ({ type: 'reply-failed', id: 7, message });
    expect(await answered(undefined, async () => 'never')).toEqual(failed('never set up'));
    expect(await answered(Promise.reject(new Error('no model')), async () => 'never')).toEqual(
      failed('no model'),
    );
    expect(
      await answered(Promise.resolve(1), async () => {
        throw new Error('unreadable photo');
      }),
    ).toEqual(failed('unreadable photo'));
  });
});
