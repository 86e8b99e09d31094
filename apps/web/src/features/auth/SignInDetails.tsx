import { KeyRound } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { changeEmail, changePassword, requestReauthenticationCode } from '@/shared/auth/auth-actions';
import { SubmitButton, TextField } from '@/shared/ui/form';
import { showToast } from '@/shared/ui/toast-store';
import { looksLikeEmail, needsReauthentication, type CredentialChange } from './credential-change';
import { showFailure, showValidationError } from './notify';
import { NewPasswordFields } from './NewPasswordFields';
import { ReauthenticationCodeForm } from './ReauthenticationCodeForm';
import { normaliseOtp, validateNewPassword } from './validation';

/**
 * The security page's e-mail and password card. A change the server will only make after a recent
 * sign-in first e-mails a six-digit code, asked for here before the change is sent again with it.
 */
export function SignInDetails({ email }: { email: string }) {
  const { t } = useTranslation();
  const id = useId();
  const [newEmail, setNewEmail] = useState('');
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  /** The change waiting for the e-mailed code, while the code step shows. */
  const [waiting, setWaiting] = useState<CredentialChange | null>(null);

  async function send(change: CredentialChange, nonce?: string) {
    setBusy(true);
    try {
      if (change.kind === 'email') {
        await changeEmail(change.email, nonce);
        showToast({
          title: t('security.details.emailSentTitle'),
          description: t('security.details.emailSentText', { email: change.email }),
        });
        setNewEmail('');
      } else {
        await changePassword(change.password, nonce);
        showToast({
          title: t('security.details.passwordChangedTitle'),
          description: t('security.details.passwordChangedText'),
        });
        setPassword('');
        setConfirmation('');
      }
      setWaiting(null);
      setCode('');
    } catch (error) {
      if (!nonce && needsReauthentication(error)) {
        try {
          await requestReauthenticationCode();
          setWaiting(change);
        } catch (codeError) {
          showFailure(t('security.errorTitle'), codeError, '');
        }
      } else {
        showFailure(t('security.errorTitle'), error, '');
      }
    } finally {
      setBusy(false);
    }
  }

  function submitEmail(event: React.FormEvent) {
    event.preventDefault();
    if (!looksLikeEmail(newEmail)) {
      return showToast({
        title: t('security.errorTitle'),
        description: t('security.details.invalidEmail'),
        variant: 'destructive',
      });
    }
    void send({ kind: 'email', email: newEmail.trim() });
  }

  function submitPassword(event: React.FormEvent) {
    event.preventDefault();
    const invalid = validateNewPassword(password, confirmation);
    if (invalid) return showValidationError(t, invalid);
    void send({ kind: 'password', password });
  }

  function submitCode(event: React.FormEvent) {
    event.preventDefault();
    const digits = normaliseOtp(code);
    if (!digits || !waiting) {
      return showToast({
        title: t('security.errorTitle'),
        description: t('security.details.invalidCode'),
        variant: 'destructive',
      });
    }
    void send(waiting, digits);
  }

  return (
    <div className="mt-8 rounded-xl border border-stone-200 bg-white p-6 shadow-sm">
      <h2 className="flex items-center gap-2 text-2xl font-bold">
        <KeyRound aria-hidden className="h-6 w-6 text-accent-dark" />
        {t('security.details.title')}
      </h2>
      <p className="mt-2 text-stone-700">{t('security.details.text')}</p>
      {waiting ? (
        <ReauthenticationCodeForm
          id={id}
          email={email}
          code={code}
          onCode={setCode}
          busy={busy}
          onSubmit={submitCode}
          onCancel={() => {
            setWaiting(null);
            setCode('');
          }}
        />
      ) : (
        <div className="mt-6 grid gap-8 md:grid-cols-2">
          <form onSubmit={submitEmail} noValidate className="grid content-start gap-4">
            <h3 className="font-sans text-lg font-semibold">{t('security.details.emailTitle')}</h3>
            <p className="break-all text-sm text-stone-700">
              {t('security.details.currentEmail', { email })}
            </p>
            <TextField
              id={`${id}-email`}
              label={t('security.details.newEmail')}
              type="email"
              autoComplete="email"
              value={newEmail}
              onChange={(event) => setNewEmail(event.target.value)}
            />
            <SubmitButton busy={busy} busyLabel={t('auth.busy')}>
              {t('security.details.changeEmail')}
            </SubmitButton>
          </form>
          <form onSubmit={submitPassword} noValidate className="grid content-start gap-4">
            <h3 className="font-sans text-lg font-semibold">{t('security.details.passwordTitle')}</h3>
            <NewPasswordFields
              id={id}
              password={password}
              confirmation={confirmation}
              onPassword={setPassword}
              onConfirmation={setConfirmation}
            />
            <SubmitButton busy={busy} busyLabel={t('auth.busy')}>
              {t('security.details.changePassword')}
            </SubmitButton>
          </form>
        </div>
      )}
    </div>
  );
}
