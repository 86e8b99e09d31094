import { KeyRound } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { changeEmail, changePassword, requestReauthenticationCode } from '@/shared/auth/auth-actions';
import { SubmitButton, TextField } from '@/shared/ui/form';
import { showToast } from '@/shared/ui/toast-store';
import { useBusyAction } from '@/shared/ui/useBusyAction';
import { looksLikeEmail, needsReauthentication, type CredentialChange } from './credential-change';
import { showFailure, showValidationError } from './notify';
import { NewPasswordFields } from './NewPasswordFields';
import { ReauthenticationCodeForm } from './ReauthenticationCodeForm';
import { SecurityCard } from './SecurityCard';
import { useNewPassword } from './useNewPassword';

/**
 * The security page's e-mail and password card. A change the server will only make after a recent
 * sign-in first e-mails a six-digit code, asked for here before the change is sent again with it.
 */
export function SignInDetails({ email }: { email: string }) {
  const { t } = useTranslation();
  const id = useId();
  const [newEmail, setNewEmail] = useState('');
  const newPassword = useNewPassword();
  const { busy, run } = useBusyAction();
  /** The change waiting for the e-mailed code, while the code step shows. */
  const [waiting, setWaiting] = useState<CredentialChange | null>(null);

  async function send(change: CredentialChange, nonce?: string) {
    const fail = (error: unknown) => showFailure(t('security.errorTitle'), error, '');
    await run(
      async () => {
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
          newPassword.clear();
        }
        setWaiting(null);
      },
      async (error) => {
        if (nonce || !needsReauthentication(error)) return fail(error);
        // Still busy while the code is asked for: the code step follows.
        await requestReauthenticationCode().then(() => setWaiting(change), fail);
      },
    );
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
    const invalid = newPassword.invalid();
    if (invalid) return showValidationError(t, invalid);
    void send({ kind: 'password', password: newPassword.password });
  }

  return (
    <SecurityCard icon={KeyRound} title={t('security.details.title')} text={t('security.details.text')}>
      {waiting ? (
        <ReauthenticationCodeForm
          id={id}
          email={email}
          busy={busy}
          onCode={(digits) => void send(waiting, digits)}
          onCancel={() => setWaiting(null)}
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
            <NewPasswordFields id={id} {...newPassword.fields} />
            <SubmitButton busy={busy} busyLabel={t('auth.busy')}>
              {t('security.details.changePassword')}
            </SubmitButton>
          </form>
        </div>
      )}
    </SecurityCard>
  );
}
