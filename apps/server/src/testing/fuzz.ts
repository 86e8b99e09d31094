import fc from 'fast-check';
import { expect } from 'vitest';
import { isApiErrorCode } from '@artvoyage/contract';

/** The error bodies the server answers with: ours under /api, PostgREST's under /rest, GoTrue's under /auth. */
export type ErrorShape = 'api' | 'postgrest' | 'gotrue';

export interface FuzzRequest {
  method: string;
  /** With `{id}` replaced by the caller. */
  path: string;
  params: Record<string, string>;
  payload: string;
  auth: 'valid' | 'none' | 'garbage';
  contentType: string;
}

/**
 * Sends one generated request and checks what every route promises under any input: no 5xx, and an
 * error body in the route's shape.
 */
export async function expectGracefulAnswer(
  baseUrl: string,
  token: string,
  request: FuzzRequest,
  shape: ErrorShape,
): Promise<void> {
  const search = new URLSearchParams(request.params).toString();
  const authorization =
    request.auth === 'valid' ? `Bearer ${token}` : request.auth === 'garbage' ? 'Bearer a.b.c' : undefined;
  const response = await fetch(`${baseUrl}${request.path}${search ? `?${search}` : ''}`, {
    method: request.method,
    redirect: 'manual',
    headers: { 'content-type': request.contentType, ...(authorization ? { authorization } : {}) },
    ...(request.method === 'GET' ? {} : { body: request.payload }),
  });
  expect(response.status).toBeLessThan(500);
  const text = await response.text();
  if (response.status < 400) return;
  const json = JSON.parse(text) as Record<string, unknown>;
  switch (shape) {
    case 'api':
      expect(json).toMatchObject({ error: { code: expect.any(String), message: expect.any(String) } });
      // Only the codes the contract lists, which clients tell errors apart by.
      expect((json as { error: { code: string } }).error.code).toSatisfy(isApiErrorCode);
      break;
    case 'postgrest':
      expect(json).toMatchObject({ code: expect.any(String), message: expect.any(String) });
      expect(json.code).toSatisfy(isApiErrorCode);
      break;
    case 'gotrue':
      expect(json).toMatchObject({
        code: response.status,
        error_code: expect.any(String),
        msg: expect.any(String),
      });
      break;
  }
}

/** Whether a parsed error body has the given shape, its code from the contract's list (as expectGracefulAnswer). */
export function isErrorShape(json: unknown, status: number, shape: ErrorShape): boolean {
  if (!json || typeof json !== 'object') return false;
  const body = json as Record<string, unknown>;
  const isText = (value: unknown) => typeof value === 'string';
  switch (shape) {
    case 'api': {
      const error = body.error as Record<string, unknown> | undefined;
      return !!error && typeof error === 'object' && isApiErrorCode(error.code) && isText(error.message);
    }
    case 'postgrest':
      return isApiErrorCode(body.code) && isText(body.message);
    case 'gotrue':
      return body.code === status && isText(body.error_code) && isText(body.msg);
  }
}

/**
 * Posts JSON to `path` as a visitor, `numRuns` times: a body drawn from `body`, or a short junk
 * string, each answer checked as expectGracefulAnswer does under our API's error shape.
 */
export async function fuzzVisitorJsonPost(
  baseUrl: string,
  path: string,
  body: fc.Arbitrary<unknown>,
  numRuns: number,
): Promise<void> {
  const payloads = fc.oneof(
    body.map((value) => JSON.stringify(value)),
    fc.string({ maxLength: 40 }),
  );
  await fc.assert(
    fc.asyncProperty(payloads, async (payload) => {
      const request = {
        method: 'POST',
        path,
        params: {},
        payload,
        auth: 'none' as const,
        contentType: 'application/json',
      };
      await expectGracefulAnswer(baseUrl, '', request, 'api');
    }),
    { numRuns },
  );
}
