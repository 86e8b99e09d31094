import type { User } from '@supabase/auth-js';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '@/shared/ui/buttons';
import { visitorOnly } from '@/visitor-only';
import { useAuth } from './auth-context';
import { openAuthDialog } from './auth-dialog-store';

/** What a page says to a visitor who is not signed in. */
export interface SignInPromptTexts {
  title: string;
  text: string;
  /** The sign-in button's label; the header's "Sign In" when not given. */
  signInLabel?: string;
  /** When given, a second button opens the dialog at its sign-up tab. */
  signUpLabel?: string;
  /** Built without a backend nobody can sign in: this replaces the text and the buttons. */
  offlineText?: string;
}

export interface SignInPromptProps extends SignInPromptTexts {
  /**
   * `page`: the prompt is the whole page, its title the page's heading. `panel`: a card inside a page
   * that has its own heading, named by its title (a region), with an optional `icon` above it.
   */
  layout?: 'page' | 'panel';
  icon?: ReactNode;
  /** False: only the title and text (someone is signed in but the page still has nothing to show). */
  withButtons?: boolean;
}

/** The block that asks a visitor to sign in, its buttons opening the sign-in dialog. */
export function SignInPrompt({
  title,
  text,
  signInLabel,
  signUpLabel,
  offlineText,
  layout = 'page',
  icon,
  withButtons = true,
}: SignInPromptProps) {
  const { t } = useTranslation();
  const { offline } = useAuth();
  const headingId = useId();
  const signIn = (
    <button
      type="button"
      className={layout === 'page' && !signUpLabel ? `${buttonClass.primary} mt-8` : buttonClass.primary}
      onClick={() => openAuthDialog('signIn')}
    >
      {signInLabel ?? t('nav.signIn')}
    </button>
  );
  const buttons = signUpLabel ? (
    <div className={`${layout === 'page' ? 'mt-8' : 'mt-6'} flex flex-wrap justify-center gap-3`}>
      {signIn}
      <button type="button" className={buttonClass.outline} onClick={() => openAuthDialog('signUp')}>
        {signUpLabel}
      </button>
    </div>
  ) : (
    signIn
  );
  const textClass = layout === 'page' ? 'mt-4 text-stone-700' : 'mt-3 text-stone-700';
  const body =
    offline && offlineText !== undefined ? (
      <p className={textClass}>{offlineText}</p>
    ) : (
      <>
        <p className={textClass}>{text}</p>
        {withButtons && buttons}
      </>
    );

  if (layout === 'page') {
    return (
      <section {...visitorOnly} className="mx-auto max-w-xl px-4 py-24 text-center">
        <h1 className="text-4xl font-bold">{title}</h1>
        {body}
      </section>
    );
  }
  return (
    <section
      {...visitorOnly}
      aria-labelledby={headingId}
      className="mx-auto max-w-xl rounded-xl border border-stone-200 bg-white p-8 text-center shadow-sm"
    >
      {icon}
      <h2 id={headingId} className={icon ? 'mt-4 text-2xl font-bold' : 'text-2xl font-bold'}>
        {title}
      </h2>
      {body}
    </section>
  );
}

export interface RequireSignInProps extends Omit<SignInPromptProps, 'withButtons'> {
  /** What the page shows to the signed-in user. */
  children: (user: User) => ReactNode;
}

/**
 * The page's content for a signed-in user, else the prompt to sign in. The page shows its own loading
 * state first: while auth is still loading nobody is signed in yet.
 */
export function RequireSignIn({ children, ...prompt }: RequireSignInProps) {
  const auth = useAuth();
  if (auth.status === 'signed-out' || !auth.user) return <SignInPrompt {...prompt} />;
  return <>{children(auth.user)}</>;
}
