import { lazy, type ReactNode, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuth } from '@/shared/auth/auth-context';
import { openAuthDialog, useAuthDialogTab } from '@/shared/auth/auth-dialog-store';
import { loadMessageGroups } from '@/shared/i18n';
import { Avatar } from '@/shared/ui/Avatar';
import { buttonClass } from '@/shared/ui/buttons';
import { visitorOnly } from '@/visitor-only';
import { loadOnIntent } from '@/shared/ui/load-on-intent';

// Both are separate chunks: visitors who never sign in never download them. The dialog comes with its
// texts (the auth message group), so it never opens showing keys; the avatar menu needs only core texts.
const loadAuthDialog = async () => {
  const [dialog] = await Promise.all([import('@/features/auth/AuthDialog'), loadMessageGroups(['auth'])]);
  return dialog;
};
const AuthDialog = lazy(loadAuthDialog);
const AvatarMenu = lazy(() => import('./AvatarMenu'));

const compact = 'px-4 py-2 whitespace-nowrap';

/** The header's account corner: Sign In / Sign Up when signed out, the avatar menu when signed in. */
export function AccountArea() {
  const { t } = useTranslation();
  const auth = useAuth();

  if (auth.status === 'loading') return <span aria-hidden className="inline-block h-9 w-9" />;
  if (auth.status === 'signed-in') {
    const name = auth.profile?.full_name ?? '';
    return (
      <Suspense fallback={<Avatar name={name} email={auth.user?.email} />}>
        <AvatarMenu />
      </Suspense>
    );
  }
  return (
    <div {...visitorOnly} className="hidden items-center gap-2 sm:flex">
      <OpenAuthButton tab="signIn" variant="outline">
        {t('nav.signIn')}
      </OpenAuthButton>
      <OpenAuthButton tab="signUp" variant="primary">
        {t('nav.signUp')}
      </OpenAuthButton>
    </div>
  );
}

/** A header button opening the auth dialog at `tab`; pointing at it or focusing it starts loading the dialog. */
function OpenAuthButton(props: {
  tab: 'signIn' | 'signUp';
  variant: 'outline' | 'primary';
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      className={`${buttonClass[props.variant]} ${compact}`}
      {...loadOnIntent(loadAuthDialog)}
      onClick={() => openAuthDialog(props.tab)}
    >
      {props.children}
    </button>
  );
}

/** Renders the auth dialog whenever some screen asks for it (header buttons, profile, callback page). */
export function AuthDialogHost() {
  const tab = useAuthDialogTab();
  if (tab === null) return null;
  return (
    <Suspense fallback={null}>
      <AuthDialog />
    </Suspense>
  );
}
