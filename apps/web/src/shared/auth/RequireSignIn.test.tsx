import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import '@/shared/i18n';
import { AuthContext, type AuthContextValue } from './auth-context';
import { closeAuthDialog, useAuthDialogTab } from './auth-dialog-store';
import { RequireSignIn, type RequireSignInProps } from './RequireSignIn';

/*
 * The gate of the pages that need an account (profile, security, achievements): the page for a
 * signed-in user, the prompt otherwise, whose buttons open the real auth dialog store.
 */

type AuthState = Pick<AuthContextValue, 'status' | 'user' | 'offline'>;
const signedOut: AuthState = { status: 'signed-out', user: null, offline: false };
const signedIn = {
  status: 'signed-in',
  user: { id: 'user-1', email: 'ada@example.com' },
  offline: false,
} as unknown as AuthState;

function DialogTab() {
  return <output aria-label="dialog tab">{useAuthDialogTab() ?? 'closed'}</output>;
}

function renderGate(auth: AuthState, props: Omit<RequireSignInProps, 'children'>) {
  return render(
    <AuthContext.Provider value={auth as AuthContextValue}>
      <RequireSignIn {...props}>{(user) => <p>Signed in as {user.email}</p>}</RequireSignIn>
      <DialogTab />
    </AuthContext.Provider>,
  );
}

afterEach(() => {
  act(() => closeAuthDialog());
  cleanup();
});

describe('RequireSignIn', () => {
  it('renders the page with the signed-in user', () => {
    renderGate(signedIn, { title: 'Not Logged In', text: 'Please log in.' });
    expect(screen.getByText('Signed in as ada@example.com')).toBeTruthy();
    expect(screen.queryByRole('heading')).toBeNull();
  });

  it('asks a visitor to sign in with the page heading and the header’s Sign In label', () => {
    renderGate(signedOut, { title: 'Not Logged In', text: 'Please log in.' });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Not Logged In');
    expect(screen.getByText('Please log in.')).toBeTruthy();
    expect(screen.queryByText(/Signed in as/)).toBeNull();
    act(() => screen.getByRole('button', { name: 'Sign In' }).click());
    expect(screen.getByLabelText('dialog tab').textContent).toBe('signIn');
  });

  it('shows a panel named by its title, with its own labels and a sign-up button', () => {
    renderGate(signedOut, {
      layout: 'panel',
      title: 'Sign in to track your progress',
      text: 'Your progress is kept with your account.',
      signInLabel: 'Sign In',
      signUpLabel: 'Create Account',
      offlineText: 'Accounts are not available in this build.',
    });
    const panel = screen.getByRole('region', { name: 'Sign in to track your progress' });
    expect(panel.querySelector('h2')?.textContent).toBe('Sign in to track your progress');
    expect(screen.queryByText('Accounts are not available in this build.')).toBeNull();
    act(() => screen.getByRole('button', { name: 'Create Account' }).click());
    expect(screen.getByLabelText('dialog tab').textContent).toBe('signUp');
  });

  it('without a backend, says so instead of offering buttons that cannot work', () => {
    renderGate(
      { ...signedOut, offline: true },
      { layout: 'panel', title: 'Sign in', text: 'Sign in to play.', offlineText: 'Not in this build.' },
    );
    expect(screen.getByText('Not in this build.')).toBeTruthy();
    expect(screen.queryByText('Sign in to play.')).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
  });
});
