import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuth } from '@/shared/auth/auth-context';
import { buttonClass } from '@/shared/ui/buttons';
import { SubmitButton } from '@/shared/ui/form';
import { showToast } from '@/shared/ui/toast-store';
import { useBusyAction } from '@/shared/ui/useBusyAction';
import { showFailure, showValidationError } from './notify';
import { OtpField } from './OtpField';
import { normaliseOtp } from './validation';

/** The second sign-in step for an account with an authenticator: mfa.challenge + mfa.verify. */
export function MfaCodeStep(props: { onVerified: () => void; onUseAnotherAccount: () => void }) {
  const { t } = useTranslation();
  const auth = useAuth();
  const id = useId();
  const [code, setCode] = useState('');
  const { busy, run } = useBusyAction();

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    const otp = normaliseOtp(code);
    if (!otp) return showValidationError(t, 'auth.mfa.invalidCode');
    await run(
      async () => {
        await auth.mfa.verifySignInCode(otp);
        showToast({ title: t('auth.signInSuccessTitle'), description: t('auth.signInSuccessText') });
        props.onVerified();
      },
      (error) => {
        setCode('');
        showFailure(t('auth.signInErrorTitle'), error, t('auth.signInErrorFallback'));
      },
    );
  }

  async function switchAccount() {
    // Signing out an unfinished sign-in only clears this device; nothing to report.
    await run(
      () => auth.signOut(),
      () => {},
    );
    props.onUseAnotherAccount();
  }

  return (
    <form onSubmit={submit} noValidate className="grid gap-4">
      <OtpField
        id={`${id}-code`}
        label={t('auth.mfa.code')}
        name="code"
        pattern="[0-9 ]*"
        autoFocus
        value={code}
        onCode={setCode}
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
