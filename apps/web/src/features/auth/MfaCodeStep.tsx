import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuth } from '@/shared/auth/auth-context';
import { buttonClass } from '@/shared/ui/buttons';
import { SubmitButton, TextField } from '@/shared/ui/form';
import { showToast } from '@/shared/ui/toast-store';
import { showFailure, showValidationError } from './notify';
import { normaliseOtp } from './validation';

/** The second sign-in step for an account with an authenticator: mfa.challenge + mfa.verify. */
export function MfaCodeStep(props: { onVerified: () => void; onUseAnotherAccount: () => void }) {
  const { t } = useTranslation();
  const auth = useAuth();
  const id = useId();
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    const otp = normaliseOtp(code);
    if (!otp) return showValidationError(t, 'auth.mfa.invalidCode');
    setBusy(true);
    try {
      await auth.mfa.verifySignInCode(otp);
      showToast({ title: t('auth.signInSuccessTitle'), description: t('auth.signInSuccessText') });
      props.onVerified();
    } catch (error) {
      setCode('');
      showFailure(t('auth.signInErrorTitle'), error, t('auth.signInErrorFallback'));
    } finally {
      setBusy(false);
    }
  }

  async function switchAccount() {
    setBusy(true);
    try {
      await auth.signOut();
    } catch {
      // Signing out an unfinished sign-in only clears this device; nothing to report.
    } finally {
      setBusy(false);
      props.onUseAnotherAccount();
    }
  }

  return (
    <form onSubmit={submit} noValidate className="grid gap-4">
      <TextField
        id={`${id}-code`}
        label={t('auth.mfa.code')}
        name="code"
        inputMode="numeric"
        autoComplete="one-time-code"
        pattern="[0-9 ]*"
        maxLength={7}
        autoFocus
        value={code}
        onChange={(event) => setCode(event.target.value)}
        className="tracking-[0.4em]"
      />
      <SubmitButton busy={busy} busyLabel={t('auth.busy')} className="w-full">
        {t('auth.mfa.verify')}
      </SubmitButton>
      <button
        type="button"
        disabled={busy}
        className={`${buttonClass.ghost} justify-self-center`}
        onClick={() => void switchAccount()}
      >
        {t('auth.mfa.useAnother')}
      </button>
    </form>
  );
}
