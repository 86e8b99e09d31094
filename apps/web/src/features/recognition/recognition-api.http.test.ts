// @vitest-environment happy-dom
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { pointPageAt, setUpApiServer } from '@/testing/render';
import { confirmOnServer, confirmationPath, recognisePhoto, recognitionPath } from './recognition-api';
import { failureOutcome } from './recognition-logic';

const server = setUpApiServer();
beforeAll(() => pointPageAt(server));
beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});

describe('the recognition calls, over HTTP, against answers of another shape', () => {
  it('a photo answered with something that is not a recognition is a BAD_RESPONSE', async () => {
    server.answer(`POST ${recognitionPath}`, () => ({ body: { recognition: { status: 'completed' } } }));
    const error = await recognisePhoto({ imageData: 'data:image/jpeg;base64,AAAA' }).catch((e: unknown) => e);
    expect(error).toMatchObject({ name: 'ApiError', code: 'BAD_RESPONSE' });
    // The visitor still reads the page's general failure words, not the server's.
    expect(failureOutcome(error)).toEqual({ kind: 'message', message: null });
  });

  it('a confirmation answered with something else is a BAD_RESPONSE', async () => {
    server.answer(`POST ${confirmationPath}`, () => ({ body: ['confirmed'] }));
    await expect(confirmOnServer('recognition-1', 'raft-medusa', 'token-1')).rejects.toMatchObject({
      name: 'ApiError',
      code: 'BAD_RESPONSE',
    });
  });
});
