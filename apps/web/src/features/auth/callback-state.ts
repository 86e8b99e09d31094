import type { AuthStatus } from '@/shared/auth/auth-context';
import type { AuthRedirect } from '@/shared/auth/auth-redirect';

export type CallbackView =
  | { kind: 'confirming' }
  | { kind: 'error'; message: string }
  | { kind: 'recovery' }
  | { kind: 'confirmed' }
  | { kind: 'signedIn' }
  | { kind: 'needsCode' }
  | { kind: 'emailChangeHalf' }
  | { kind: 'noLink' };

/** What /auth/callback shows, from the link's parameters and the auth state. */
export function callbackView(
  redirect: AuthRedirect | null,
  status: AuthStatus,
  mfaPending: boolean,
  expiredMessage: string,
): CallbackView {
  if (redirect?.error) return { kind: 'error', message: redirect.error };
  // The first of the two e-mail change links: nothing to sign in with, the other link is still due.
  if (redirect?.message && !redirect.hasSession) return { kind: 'emailChangeHalf' };
  if (status === 'loading') return { kind: 'confirming' };
  if (!redirect) return status === 'signed-in' ? { kind: 'signedIn' } : { kind: 'noLink' };
  if (status === 'signed-in' || mfaPending) {
    if (redirect.type === 'recovery') return { kind: 'recovery' };
    if (mfaPending) return { kind: 'needsCode' };
    return redirect.type === 'signup' || redirect.type === 'email' || redirect.type === 'email_change'
      ? { kind: 'confirmed' }
      : { kind: 'signedIn' };
  }
  return { kind: 'error', message: expiredMessage };
}
