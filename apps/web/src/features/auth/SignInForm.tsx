import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuth } from '@/shared/auth/auth-context';
import { buttonClass } from '@/shared/ui/buttons';
import { SubmitButton, TextField } from '@/shared/ui/form';
import { showToast } from '@/shared/ui/toast-store';
import { useBusyAction } from '@/shared/ui/useBusyAction';
import { CredentialFields, emailField } from './CredentialFields';
import { errorMessage, isUnconfirmedError, showFailure, showValidationError } from './notify';
import { validateSignIn } from './validation';

const signInFields = [
  emailField,
  { name: 'password', label: 'auth.password', type: 'password', autoComplete: 'current-password' },
] as const;

/** Sign In tab: e-mail and password; "Forgot password?" and, for an unconfirmed account, a resend action. */
export function SignInForm(props: { onSignedIn: () => void; onMfaRequired: () => void }) {
  const { t } = useTranslation();
  const auth = useAuth();
  const id = useId();
  const [fields, setFields] = useState({ email: '', password: '' });
  const { busy, run } = useBusyAction();
  const [mode, setMode] = useState<'signIn' | 'forgot'>('signIn');
  const [unconfirmed, setUnconfirmed] = useState<{ email: string; message: string } | null>(null);

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    const invalid = validateSignIn(fields);
    if (invalid) return showValidationError(t, invalid);
    setUnconfirmed(null);
    await run(
      async () => {
        const { mfaRequired } = await auth.signIn(fields.email.trim(), fields.password);
        if (mfaRequired) return props.onMfaRequired();
        showToast({ title: t('auth.signInSuccessTitle'), description: t('auth.signInSuccessText') });
        props.onSignedIn();
      },
      (error) => {
        const message = errorMessage(error, t('auth.signInErrorFallback'));
        if (isUnconfirmedError(error)) setUnconfirmed({ email: fields.email.trim(), message });
        showToast({ title: t('auth.signInErrorTitle'), description: message, variant: 'destructive' });
      },
    );
  }

  async function resend(address: string) {
    await run(
      async () => {
        await auth.resendConfirmation(address);
        showToast({
          title: t('auth.unconfirmed.resentTitle'),
          description: t('auth.unconfirmed.resentText', { email: address }),
        });
      },
      (error) => showFailure(t('auth.errors.title'), error, ''),
    );
  }

  if (mode === 'forgot')
    return <ForgotPasswordForm initialEmail={fields.email} onBack={() => setMode('signIn')} />;

  return (
    <form onSubmit={submit} noValidate className="grid gap-4">
      <CredentialFields
        id={id}
        fields={signInFields}
        values={fields}
        onChange={(name, value) => setFields((current) => ({ ...current, [name]: value }))}
      />
      <div aria-live="polite">
        {unconfirmed && (
          <div className="rounded-md border border-amber-300 bg-amber-50 p-3 text-sm">
            <p>{unconfirmed.message}</p>
            <button
              type="button"
              disabled={busy}
              onClick={() => void resend(unconfirmed.email)}
              className="mt-2 font-semibold text-accent-darker underline disabled:opacity-50"
            >
              {t('auth.unconfirmed.resend')}
            </button>
          </div>
        )}
      </div>
      <SubmitButton busy={busy} busyLabel={t('auth.busy')} className="w-full">
        {t('auth.signInButton')}
      </SubmitButton>
      <button
        type="button"
        className={`${buttonClass.ghost} justify-self-center`}
        onClick={() => setMode('forgot')}
      >
        {t('auth.forgotPassword')}
      </button>
    </form>
  );
}

/** Asks for a password-reset e-mail whose link lands on /auth/callback. */
function ForgotPasswordForm(props: { initialEmail: string; onBack: () => void }) {
  const { t } = useTranslation();
  const auth = useAuth();
  const id = useId();
  const [email, setEmail] = useState(props.initialEmail);
  const { busy, run } = useBusyAction();
  const [sentTo, setSentTo] = useState<string | null>(null);

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    if (!email.trim()) return showValidationError(t, 'auth.errors.fillAllFields');
    await run(
      async () => {
        await auth.requestPasswordReset(email.trim());
        // Said once, here beside the form; a toast repeating it would show the same sentence twice.
        setSentTo(email.trim());
      },
      (error) => showFailure(t('auth.errors.title'), error, ''),
    );
  }

  return (
    <form onSubmit={submit} noValidate className="grid gap-4">
      <h3 className="font-sans text-base font-semibold">{t('auth.forgot.title')}</h3>
      <p className="text-sm text-stone-700">{t('auth.forgot.text')}</p>
      <TextField
        id={`${id}-email`}
        label={t('auth.email')}
        type="email"
        autoComplete="email"
        value={email}
        onChange={(event) => setEmail(event.target.value)}
      />
      <div aria-live="polite" className="text-sm text-green-800">
        {sentTo && (
          <>
            <p className="font-semibold">{t('auth.forgot.sentTitle')}</p>
            <p>{t('auth.forgot.sentText', { email: sentTo })}</p>
          </>
        )}
      </div>
      <SubmitButton busy={busy} busyLabel={t('auth.busy')} className="w-full">
        {t('auth.forgot.send')}
      </SubmitButton>
      <button type="button" className={`${buttonClass.ghost} justify-self-center`} onClick={props.onBack}>
        {t('auth.forgot.back')}
      </button>
    </form>
  );
}
