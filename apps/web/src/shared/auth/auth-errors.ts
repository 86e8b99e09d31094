import { NetworkError, offlineAuthMessage, offlineDatabaseMessage } from '@/shared/api/http';

/** An auth failure as the screens show it: the provider's message, plus its code when it has one. */
export class AuthActionError extends Error {
  constructor(
    message: string,
    readonly code?: string,
    readonly status?: number,
  ) {
    super(message);
    this.name = 'AuthActionError';
  }
}

interface ErrorLike {
  message?: unknown;
  code?: unknown;
  status?: unknown;
  name?: unknown;
}

/** auth-js reports a request that never reached the server as AuthRetryableFetchError with status 0. */
export function isUnreachable(error: unknown): boolean {
  if (error instanceof NetworkError) return true;
  if (error instanceof TypeError) return true; // fetch() itself failed
  const e = error as ErrorLike | null;
  if (e?.name === 'AuthRetryableFetchError') {
    return e.status === 0 || e.status === 502 || e.status === 503 || e.status === 504;
  }
  return false;
}

/** Turns whatever an auth call failed with into an AuthActionError; an unreachable server reads as offline. */
export function toAuthError(error: unknown): AuthActionError {
  if (error instanceof AuthActionError) return error;
  if (isUnreachable(error)) return new AuthActionError(offlineAuthMessage, 'offline');
  const e = error as ErrorLike | null;
  const message = typeof e?.message === 'string' && e.message ? e.message : String(error);
  return new AuthActionError(
    message,
    typeof e?.code === 'string' ? e.code : undefined,
    typeof e?.status === 'number' ? e.status : undefined,
  );
}

/** Same for profile writes: an unreachable server reads as "Database not available in offline mode". */
export function toDatabaseError(error: unknown): Error {
  if (isUnreachable(error)) return new Error(offlineDatabaseMessage);
  return error instanceof Error ? error : new Error(String(error));
}

export function offlineAuthError(): AuthActionError {
  return new AuthActionError(offlineAuthMessage, 'offline');
}
export function offlineDatabaseError(): Error {
  return new Error(offlineDatabaseMessage);
}
