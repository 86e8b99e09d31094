import type { ProfileUpdate } from '@artvoyage/contract';
import type { Session } from '@supabase/auth-js';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useEffect, useMemo, useState } from 'react';
import { isOfflineBuild, offlineAuthMessage, offlineDatabaseMessage } from '@/shared/api/offline';
import { whenIdle } from '@/shared/ui/when-idle';
import { loadAuthRuntime } from './auth-boot';
import { AuthContext, type AuthContextValue, type AuthStatus, type MfaHelpers } from './auth-context';
import { openAuthDialog } from './auth-dialog-store';
import { type AuthRedirect, initialAuthRedirect, startsAsVisitor } from './auth-redirect';
import { needsSecondFactor } from './assurance';
import { profileKey, profileQueryKey } from '@/shared/profile/api/get-profile';

type Runtime = Awaited<ReturnType<typeof loadAuthRuntime>>;

/** Loads the auth runtime; if even that fails (offline, chunk not cached) the action reads as offline. */
async function runtime(offlineMessage = offlineAuthMessage): Promise<Runtime> {
  if (isOfflineBuild) throw new Error(offlineMessage);
  try {
    return await loadAuthRuntime();
  } catch {
    throw new Error(offlineMessage);
  }
}

/** Each action loads auth-js on first use; the provider itself stays small (home route budget). */
const lazyActions = {
  signIn: async (email: string, password: string) => (await runtime()).signIn(email, password),
  signUp: async (email: string, password: string, fullName: string) =>
    (await runtime()).signUp(email, password, fullName),
  resendConfirmation: async (email: string) => (await runtime()).resendConfirmation(email),
  requestPasswordReset: async (email: string) => (await runtime()).requestPasswordReset(email),
  updatePassword: async (password: string) => (await runtime()).updatePassword(password),
};

const lazyMfa: MfaHelpers = {
  listFactors: async () => (await runtime()).mfa.listFactors(),
  enrollTotp: async (name) => (await runtime()).mfa.enrollTotp(name),
  verifyFactor: async (factorId, code) => (await runtime()).mfa.verifyFactor(factorId, code),
  unenroll: async (factorId) => (await runtime()).mfa.unenroll(factorId),
  verifySignInCode: async (code) => (await runtime()).mfa.verifySignInCode(code),
};

/**
 * Holds the session and the profile. auth-js loads after the first paint (at once when a session is
 * stored or the URL carries an e-mail link), follows auth-state changes, and the profile is reloaded
 * on every sign-in.
 */
export function AuthProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const [ready, setReady] = useState(() => isOfflineBuild || startsAsVisitor());
  const [session, setSession] = useState<Session | null>(null);
  const [redirect, setRedirect] = useState<AuthRedirect | null>(initialAuthRedirect);

  useEffect(() => {
    if (isOfflineBuild) return;
    let cancelled = false;
    let unsubscribe: (() => void) | undefined;
    const start = () => {
      loadAuthRuntime()
        .then(async ({ getAuthClient }) => {
          const client = getAuthClient();
          if (!client || cancelled) return;
          const { data } = client.onAuthStateChange((event, next) => {
            setSession(next);
            if (event === 'SIGNED_IN' || event === 'MFA_CHALLENGE_VERIFIED') {
              void queryClient.invalidateQueries({ queryKey: profileQueryKey });
            }
            if (event === 'SIGNED_OUT') queryClient.removeQueries({ queryKey: profileQueryKey });
          });
          unsubscribe = () => data.subscription.unsubscribe();
          const { error } = await client.initialize();
          // The session as it stands once the URL and storage have been read, so no screen sees a
          // "signed out" moment before auth-js's first event arrives.
          const current = await client.getSession();
          if (cancelled) return;
          setSession(current.data.session);
          // A sign-in left waiting for its authenticator code asks for it before anything else.
          if (current.data.session && needsSecondFactor(current.data.session)) openAuthDialog('mfa');
          if (error && initialAuthRedirect()) {
            setRedirect((previous) => ({
              type: previous?.type ?? null,
              hasSession: false,
              error: previous?.error ?? error.message,
            }));
          }
          setReady(true);
        })
        .catch((error: unknown) => {
          // No auth chunk (offline and not cached): the app carries on signed out.
          console.warn('The sign-in service could not be loaded', error);
          if (!cancelled) setReady(true);
        });
    };
    const urgent = !startsAsVisitor();
    let cancelIdle = () => {};
    if (urgent) start();
    else cancelIdle = whenIdle(start);
    return () => {
      cancelled = true;
      cancelIdle();
      unsubscribe?.();
    };
  }, [queryClient]);

  const mfaPending = session ? needsSecondFactor(session) : false;
  const signedIn = Boolean(session) && !mfaPending;
  const userId = session?.user.id ?? null;

  const profileQuery = useQuery({
    queryKey: profileKey(userId),
    enabled: signedIn,
    queryFn: async ({ signal }) => (await runtime()).loadProfile(signal),
  });

  const status: AuthStatus = !ready ? 'loading' : signedIn ? 'signed-in' : 'signed-out';

  const value = useMemo<AuthContextValue>(
    () => ({
      status,
      session: signedIn ? session : null,
      user: signedIn ? (session?.user ?? null) : null,
      mfaPending,
      profile: signedIn ? (profileQuery.data ?? null) : null,
      profileLoading: signedIn && profileQuery.isPending,
      offline: isOfflineBuild,
      redirect,
      ...lazyActions,
      signOut: async () => {
        // A profile read still on its way when the session ends would come back 401 (the browser logs
        // that line): it is given up once no new request can get the token. Nothing is lost: a
        // signed-out visitor has no profile.
        await (await runtime()).signOut(() => queryClient.cancelQueries({ queryKey: profileQueryKey }));
      },
      mfa: lazyMfa,
      updateProfile: async (changes: ProfileUpdate) => {
        await (await runtime(offlineDatabaseMessage)).updateProfile(changes);
        await queryClient.invalidateQueries({ queryKey: profileQueryKey });
      },
      reloadProfile: () => queryClient.invalidateQueries({ queryKey: profileQueryKey }),
    }),
    [status, session, signedIn, mfaPending, profileQuery.data, profileQuery.isPending, redirect, queryClient],
  );

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}
