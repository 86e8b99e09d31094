import { paths } from '@artvoyage/contract/paths';
import { CircleAlert, CircleCheck, Loader2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAuth } from '@/shared/auth/auth-context';
import { openAuthDialog } from '@/shared/auth/auth-dialog-store';
import { buttonClass } from '@/shared/ui/buttons';
import { usePageTitle } from '@/shared/ui/usePageTitle';
import { callbackView } from './callback-state';
import { ResetPasswordForm } from './ResetPasswordForm';

/** /auth/callback: where confirmation and password-reset e-mails land. auth-js reads the URL hash. */
export default function AuthCallbackPage() {
  const { t } = useTranslation();
  const auth = useAuth();
  const view = callbackView(auth.redirect, auth.status, auth.mfaPending, t('callback.errorHelp'));

  const title = {
    confirming: t('callback.confirming'),
    error: t('callback.errorTitle'),
    recovery: t('callback.recoveryTitle'),
    confirmed: t('callback.confirmedTitle'),
    signedIn: t('callback.signedInTitle'),
    needsCode: t('callback.confirmedTitle'),
    emailChangeHalf: t('callback.emailChangeHalfTitle'),
    noLink: t('callback.noLinkTitle'),
  }[view.kind];
  usePageTitle(title);

  const signInButton = (
    <button type="button" className={buttonClass.primary} onClick={() => openAuthDialog('signIn')}>
      {t('callback.signIn')}
    </button>
  );
  const homeLink = (
    <Link to={paths.home.href()} className={buttonClass.outline}>
      {t('callback.goHome')}
    </Link>
  );

  let icon: ReactNode = <CircleCheck aria-hidden className="mx-auto h-12 w-12 text-green-700" />;
  let body: ReactNode = null;
  switch (view.kind) {
    case 'confirming':
      icon = <Loader2 aria-hidden className="mx-auto h-12 w-12 animate-spin text-accent-dark" />;
      break;
    case 'error':
      icon = <CircleAlert aria-hidden className="mx-auto h-12 w-12 text-red-700" />;
      body = (
        <>
          <p className="mt-4 font-medium text-red-800">{view.message}</p>
          {view.message !== t('callback.errorHelp') && (
            <p className="mt-2 text-stone-700">{t('callback.errorHelp')}</p>
          )}
          <Actions>
            {signInButton}
            {homeLink}
          </Actions>
        </>
      );
      break;
    case 'recovery':
      body = (
        <>
          <p className="mt-4 text-stone-700">{t('callback.recoveryText')}</p>
          <ResetPasswordForm />
        </>
      );
      break;
    case 'confirmed':
    case 'signedIn':
      body = (
        <TextWithActions
          text={view.kind === 'confirmed' ? t('callback.confirmedText') : t('callback.signedInText')}
        >
          <Link to={paths.profile.href()} className={buttonClass.primary}>
            {t('callback.goProfile')}
          </Link>
          {homeLink}
        </TextWithActions>
      );
      break;
    case 'needsCode':
      body = <TextWithActions text={t('auth.mfa.text')}>{signInButton}</TextWithActions>;
      break;
    case 'emailChangeHalf':
      body = <TextWithActions text={t('callback.emailChangeHalfText')}>{homeLink}</TextWithActions>;
      break;
    case 'noLink':
      icon = null;
      body = (
        <TextWithActions text={t('callback.noLinkText')}>
          {signInButton}
          {homeLink}
        </TextWithActions>
      );
      break;
  }

  return (
    <section className="mx-auto max-w-md px-4 py-20 text-center" aria-live="polite">
      {icon}
      <h1 className="mt-4 text-3xl font-bold">{title}</h1>
      {body}
    </section>
  );
}

function Actions({ children }: { children: ReactNode }) {
  return <div className="mt-8 flex flex-wrap justify-center gap-3">{children}</div>;
}

/** A view's sentence and, below it, where to go from here. */
function TextWithActions({ text, children }: { text: string; children: ReactNode }) {
  return (
    <>
      <p className="mt-4 text-stone-700">{text}</p>
      <Actions>{children}</Actions>
    </>
  );
}
