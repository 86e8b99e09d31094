import type { Factor } from '@supabase/auth-js';
import { setSecondFactorHandler } from '@/shared/api/http';
import { needsSecondFactor } from './assurance';
import { type AuthClient, getAuthClient } from './auth-client';
import { openAuthDialog } from './auth-dialog-store';
import type { MfaHelpers, TotpEnrollment } from './auth-context';
import {
  AuthActionError,
  offlineAuthError,
  offlineDatabaseError,
  toAuthError,
  toDatabaseError,
} from './auth-errors';
import type { Profile, ProfileUpdate } from '@artvoyage/contract';
import { fetchProfile } from '@/shared/profile/api/get-profile';
import { patchProfile } from '@/shared/profile/api/update-profile';

export { getAuthClient };

/** Where every e-mail link (confirmation, password reset) sends the visitor back to. */
export function callbackUrl(): string {
  return `${window.location.origin}/auth/callback`;
}

function requireClient(): AuthClient {
  const client = getAuthClient();
  if (!client) throw offlineAuthError();
  return client;
}

/** Runs one auth-js call; its `{ error }` (or a throw) becomes an AuthActionError. */
type SuccessData<R> = Extract<R, { error: null }> extends { data: infer D } ? D : undefined;

async function run<R extends { error: unknown }>(
  action: (client: AuthClient) => Promise<R>,
): Promise<SuccessData<R>> {
  const client = requireClient();
  let result: R;
  try {
    result = await action(client);
  } catch (error) {
    throw toAuthError(error);
  }
  if (result.error) throw toAuthError(result.error);
  return (result as { data?: unknown }).data as SuccessData<R>;
}

/**
 * The current access token (auth-js refreshes it first when it is about to expire). A sign-in that
 * still owes its authenticator code has none to give: the server would refuse it everywhere.
 */
export async function currentAccessToken(): Promise<string> {
  const data = await run((client) => client.getSession());
  const session = data.session;
  if (!session?.access_token || signingOut) throw new AuthActionError('Not signed in', 'not_signed_in', 401);
  if (needsSecondFactor(session)) {
    throw new AuthActionError(
      'Enter the code from your authenticator app to finish signing in.',
      'mfa_required',
      403,
    );
  }
  return session.access_token;
}

let steppingUp: Promise<void> | null = null;
/**
 * The server asked for the second factor (the account gained one since this session began, on
 * another device perhaps): the session is refreshed, so its user lists the factor and the app reads as
 * not signed in yet, and the sign-in dialog opens at the code step. Once, however many calls failed.
 */
function askForSecondFactor(): void {
  steppingUp ??= run((client) => client.refreshSession())
    .then(
      () => undefined,
      () => undefined,
    )
    .finally(() => {
      steppingUp = null;
      openAuthDialog('mfa');
    });
}
setSecondFactorHandler(askForSecondFactor);

export async function signIn(email: string, password: string): Promise<{ mfaRequired: boolean }> {
  await run((client) => client.signInWithPassword({ email, password }));
  const assurance = await run((client) => client.mfa.getAuthenticatorAssuranceLevel());
  return { mfaRequired: assurance.currentLevel === 'aal1' && assurance.nextLevel === 'aal2' };
}

export async function signUp(email: string, password: string, fullName: string) {
  const data = await run((client) =>
    client.signUp({
      email,
      password,
      options: { emailRedirectTo: callbackUrl(), data: { full_name: fullName } },
    }),
  );
  return { signedIn: Boolean(data.session) };
}

/**
 * Set while signing out: no request is given the session's token any more. The server ends the
 * session before auth-js forgets it here, and a read or write sent in between would come back 401.
 */
let signingOut = false;

/**
 * Signs out from this device only: signing out here should not end the visitor's sessions elsewhere.
 * `giveUpReads` cancels the reads still on their way once no new one can start.
 */
export async function signOut(giveUpReads: () => Promise<void> = async () => {}): Promise<void> {
  signingOut = true;
  try {
    await giveUpReads();
    await run((client) => client.signOut({ scope: 'local' }));
  } finally {
    signingOut = false;
  }
}

export async function resendConfirmation(email: string): Promise<void> {
  await run((client) =>
    client.resend({ type: 'signup', email, options: { emailRedirectTo: callbackUrl() } }),
  );
}

export async function requestPasswordReset(email: string): Promise<void> {
  await run((client) => client.resetPasswordForEmail(email, { redirectTo: callbackUrl() }));
}

export async function updatePassword(password: string): Promise<void> {
  await run((client) => client.updateUser({ password }));
}

/**
 * GoTrue sends the QR code as `data:image/svg+xml;utf-8,<svg ...>` with the markup unescaped, where a
 * `#` (as in `fill="#fff"`) would end the URL early; so the markup is re-encoded. A base64 or already
 * escaped data URI is kept as it is, and bare SVG markup is wrapped.
 */
export function qrCodeImageUrl(qrCode: string): string {
  const comma = qrCode.indexOf(',');
  const markup = qrCode.startsWith('data:') ? qrCode.slice(comma + 1) : qrCode;
  if (!markup.trimStart().startsWith('<')) return qrCode;
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(markup)}`;
}

async function listFactors(): Promise<Factor[]> {
  const data = await run((client) => client.mfa.listFactors());
  return data.all;
}

async function enrollTotp(friendlyName: string): Promise<TotpEnrollment> {
  const data = await run((client) =>
    client.mfa.enroll({ factorType: 'totp', friendlyName, issuer: 'ArtVoyage' }),
  );
  return {
    factorId: data.id,
    qrCode: qrCodeImageUrl(data.totp.qr_code),
    secret: data.totp.secret,
    uri: data.totp.uri,
  };
}

async function verifyFactor(factorId: string, code: string): Promise<void> {
  await run((client) => client.mfa.challengeAndVerify({ factorId, code }));
}

async function unenroll(factorId: string): Promise<void> {
  await run((client) => client.mfa.unenroll({ factorId }));
}

async function verifySignInCode(code: string): Promise<void> {
  const data = await run((client) => client.mfa.listFactors());
  const factor = data.totp[0] ?? data.all.find((item) => item.status === 'verified');
  if (!factor) throw new AuthActionError('No authenticator is set up for this account.', 'no_factor');
  await verifyFactor(factor.id, code);
}

export const mfa: MfaHelpers = { listFactors, enrollTotp, verifyFactor, unenroll, verifySignInCode };

/** The caller's profile; a failed read gives null and is logged. */
export async function loadProfile(signal?: AbortSignal): Promise<Profile | null> {
  try {
    return await fetchProfile(await currentAccessToken(), signal);
  } catch (error) {
    console.warn('Could not load the profile', error);
    return null;
  }
}

/** PATCH /api/v1/profile; an unreachable server reads as "Database not available in offline mode". */
export async function updateProfile(changes: ProfileUpdate): Promise<void> {
  if (!getAuthClient()) throw offlineDatabaseError();
  try {
    await patchProfile(await currentAccessToken(), changes);
  } catch (error) {
    throw toDatabaseError(error);
  }
}

/** E-mails the six-digit code that lets this session change its address or password. */
export async function requestReauthenticationCode(): Promise<void> {
  await run((client) => client.reauthenticate());
}

/**
 * Starts moving the account to another address: links go to both the new and the current address.
 * `nonce` is the e-mailed code, needed when the session did not sign in recently.
 */
export async function changeEmail(email: string, nonce?: string): Promise<void> {
  await run((client) =>
    client.updateUser({ email, ...(nonce ? { nonce } : {}) }, { emailRedirectTo: callbackUrl() }),
  );
}

/** Sets a new password from the account's settings; `nonce` as for changeEmail. */
export async function changePassword(password: string, nonce?: string): Promise<void> {
  await run((client) => client.updateUser({ password, ...(nonce ? { nonce } : {}) }));
}
