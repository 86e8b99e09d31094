import { hasStoredSession } from './auth-boot';

/**
 * The parameters an e-mail link puts in the URL hash when it lands on /auth/callback
 * (`#access_token=...&type=signup` or `#error=...&error_description=...`). auth-js reads and clears
 * the hash when it starts, so they are captured once, as the app boots.
 */
export interface AuthRedirect {
  /** GoTrue's link type: signup, recovery, magiclink, email_change, invite... */
  type: string | null;
  hasSession: boolean;
  error: string | null;
  /** A note without a session: the first of the two e-mail change links says the other is still due. */
  message?: string | null;
}

export function parseAuthRedirect(href: string): AuthRedirect | null {
  const url = new URL(href);
  const params = new URLSearchParams(url.hash.replace(/^#/, ''));
  // Errors may also come in the query string.
  for (const [key, value] of url.searchParams) if (!params.has(key)) params.set(key, value);
  const hasSession = params.has('access_token');
  const errorText = params.get('error_description') ?? params.get('error') ?? params.get('error_code');
  const message = params.get('message');
  if (!hasSession && !errorText && !message) return null;
  return {
    type: params.get('type'),
    hasSession,
    error: errorText ? errorText.replace(/\+/g, ' ') : null,
    message: message ? message.replace(/\+/g, ' ') : null,
  };
}

let captured: AuthRedirect | null | undefined;

/** What the URL said when the app started (null when it carried no auth parameters). */
export function initialAuthRedirect(): AuthRedirect | null {
  if (captured === undefined) {
    try {
      captured = parseAuthRedirect(window.location.href);
    } catch {
      captured = null;
    }
  }
  return captured;
}

/**
 * Whether the app starts signed out for sure: no session stored by an earlier visit and no e-mail link
 * to start one. Such a visitor's first screen is known before auth-js has loaded.
 */
export function startsAsVisitor(): boolean {
  return !hasStoredSession() && !initialAuthRedirect();
}
