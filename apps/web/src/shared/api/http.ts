import { isApiErrorCode, type ApiErrorCode } from '@artvoyage/contract/error-codes';
import { reportNetworkFailure, reportServerAnswered } from '@/shared/offline/network-status';
import { takeEarlyRead } from './early-reads';

export { isOfflineBuild, offlineAuthMessage, offlineDatabaseMessage } from './offline';

/**
 * The code of a failure: one of the API's (the contract's list), or one of the app's own for answers
 * without one: `HTTP_ERROR` when something other than this server answered (a proxy, a static host),
 * `STREAM_ERROR` when a chat stream ended in an error event, `BAD_RESPONSE` when an answer does not
 * match the contract's schema for it (parse-response.ts).
 */
export type ErrorCode = ApiErrorCode | 'HTTP_ERROR' | 'STREAM_ERROR' | 'BAD_RESPONSE';

/** An `/api/v1` error: the server's `{ error: { code, message } }` body, or a transport failure. */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly code: ErrorCode,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** A request that never reached the server (no network, server down). */
export class NetworkError extends Error {
  constructor(message = 'Network error') {
    super(message);
    this.name = 'NetworkError';
  }
}

export interface ApiRequest {
  method?: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  /** Sent as `Authorization: Bearer <token>`. */
  token?: string | null;
  body?: unknown;
  signal?: AbortSignal;
}

/**
 * Reads the `{ error: { code, message } }` body, or the flat `{ code, message }` of the /rest/v1
 * procedures (PostgREST's shape), whatever else the server answered. A code outside the API's list did
 * not come from this server, so it counts as no body.
 */
export function errorFromBody(status: number, body: unknown): ApiError {
  type Described = { code?: unknown; message?: unknown };
  const wrapped = (body as { error?: Described } | null)?.error;
  const error = wrapped ?? (body !== null && typeof body === 'object' ? (body as Described) : undefined);
  const message = typeof error?.message === 'string' && error.message ? error.message : `HTTP ${status}`;
  const code = isApiErrorCode(error?.code) ? error.code : 'HTTP_ERROR';
  return new ApiError(message, status, code);
}

/** The server's code for a token whose sign-in still owes its second factor (aal1, factor verified). */
export const secondFactorRequiredCode = 'MFA_REQUIRED';
let onSecondFactorRequired: (() => void) | null = null;
/** Who takes the visitor to the code step when the server asks for it; set by the auth runtime. */
export function setSecondFactorHandler(handler: (() => void) | null): void {
  onSecondFactorRequired = handler;
}

/** Fetches JSON from the API, adding the bearer token and turning error bodies into `ApiError`s. */
export async function apiFetch<T>(path: string, request: ApiRequest = {}): Promise<T> {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (request.token) headers.authorization = `Bearer ${request.token}`;
  if (request.body !== undefined) headers['content-type'] = 'application/json';
  let response: Response;
  // Only a request without a token and without a body may take up a read the page started early.
  const plainGet = (request.method ?? 'GET') === 'GET' && !request.token && request.body === undefined;
  try {
    response = await ((plainGet ? takeEarlyRead(path) : undefined) ??
      fetch(path, {
        method: request.method ?? 'GET',
        headers,
        body: request.body === undefined ? undefined : JSON.stringify(request.body),
        signal: request.signal,
      }));
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    reportNetworkFailure();
    throw new NetworkError(error instanceof Error ? error.message : String(error));
  }
  const text = await response.text();
  let body: unknown = null;
  if (text) {
    try {
      body = JSON.parse(text);
    } catch {
      body = null;
    }
  }
  if (!response.ok) {
    // A proxy or static server answering for a missing backend is as good as no server at all.
    if (response.status === 502 || response.status === 503 || response.status === 504) {
      // Our own server's 503s (a service it has no engine for) carry its error body: it did answer.
      if (errorFromBody(response.status, body).code === 'HTTP_ERROR') reportNetworkFailure();
      else reportServerAnswered();
      throw new NetworkError(`HTTP ${response.status}`);
    }
    reportServerAnswered();
    const error = errorFromBody(response.status, body);
    if (error.status === 403 && error.code === secondFactorRequiredCode) onSecondFactorRequired?.();
    throw error;
  }
  reportServerAnswered();
  return body as T;
}
