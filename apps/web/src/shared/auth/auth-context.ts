import type { Factor, Session, User } from '@supabase/auth-js';
import { createContext, useContext } from 'react';
import type { AuthRedirect } from './auth-redirect';
import type { Profile, ProfileUpdate } from '@artvoyage/contract';

export type AuthStatus = 'loading' | 'signed-out' | 'signed-in';

export interface TotpEnrollment {
  factorId: string;
  /** An image URL (data URI) of the QR code. */
  qrCode: string;
  secret: string;
  uri: string;
}

export interface MfaHelpers {
  listFactors(): Promise<Factor[]>;
  enrollTotp(friendlyName: string): Promise<TotpEnrollment>;
  /** Verifies a code for a factor (finishes an enrolment, or raises the session to aal2). */
  verifyFactor(factorId: string, code: string): Promise<void>;
  unenroll(factorId: string): Promise<void>;
  /** Finishes a sign-in that waits for its second factor, with the first verified TOTP factor. */
  verifySignInCode(code: string): Promise<void>;
}

export interface AuthContextValue {
  status: AuthStatus;
  user: User | null;
  session: Session | null;
  /** A password sign-in that still waits for its authenticator code (aal1, verified factor). */
  mfaPending: boolean;
  profile: Profile | null;
  profileLoading: boolean;
  /** Built without a backend (`VITE_BACKEND=off`). */
  offline: boolean;
  /** What an e-mail link said when the app opened on it, plus any error from reading it. */
  redirect: AuthRedirect | null;
  signIn(email: string, password: string): Promise<{ mfaRequired: boolean }>;
  signUp(email: string, password: string, fullName: string): Promise<{ signedIn: boolean }>;
  signOut(): Promise<void>;
  resendConfirmation(email: string): Promise<void>;
  requestPasswordReset(email: string): Promise<void>;
  updatePassword(password: string): Promise<void>;
  updateProfile(changes: ProfileUpdate): Promise<void>;
  reloadProfile(): Promise<void>;
  mfa: MfaHelpers;
}

export const AuthContext = createContext<AuthContextValue | null>(null);

/** The auth state and actions; only inside <AuthProvider> (outside it, it throws). */
export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth must be used within an AuthProvider');
  return value;
}
