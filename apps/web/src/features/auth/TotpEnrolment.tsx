import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuth } from '@/shared/auth/auth-context';
import type { TotpEnrollment } from '@/shared/auth/auth-context';
import { buttonClass } from '@/shared/ui/buttons';
import { inputClass, SubmitButton, TextField } from '@/shared/ui/form';
import { showToast } from '@/shared/ui/toast-store';
import { useBusyAction } from '@/shared/ui/useBusyAction';
import { showFailure, showValidationError } from './notify';
import { OtpField } from './OtpField';
import { normaliseOtp } from './validation';

/** Set up an authenticator app: name it, scan the QR code (or type the key), confirm with a code. */
export function TotpEnrolment(props: { staleFactorIds: string[]; onEnrolled: () => void }) {
  const { t } = useTranslation();
  const auth = useAuth();
  const id = useId();
  const [stage, setStage] = useState<'idle' | 'naming' | 'verifying'>('idle');
  const [name, setName] = useState(() => t('security.defaultName'));
  const [enrolment, setEnrolment] = useState<TotpEnrollment | null>(null);
  const [code, setCode] = useState('');
  const { busy, run } = useBusyAction();

  const fail = (error: unknown) => showFailure(t('security.errorTitle'), error, '');

  async function start(event: React.FormEvent) {
    event.preventDefault();
    if (!name.trim()) return showValidationError(t, 'auth.errors.fillAllFields');
    await run(async () => {
      // Unfinished set-ups would otherwise pile up (and clash by name).
      await Promise.all(props.staleFactorIds.map((factorId) => auth.mfa.unenroll(factorId).catch(() => {})));
      setEnrolment(await auth.mfa.enrollTotp(name.trim()));
      setStage('verifying');
    }, fail);
  }

  async function verify(event: React.FormEvent) {
    event.preventDefault();
    if (!enrolment) return;
    const otp = normaliseOtp(code);
    if (!otp) return showValidationError(t, 'security.invalidCode');
    await run(
      async () => {
        await auth.mfa.verifyFactor(enrolment.factorId, otp);
        showToast({ title: t('security.enabledTitle'), description: t('security.enabledText') });
        setStage('idle');
        setEnrolment(null);
        setCode('');
        props.onEnrolled();
      },
      (error) => {
        setCode('');
        fail(error);
      },
    );
  }

  async function cancel() {
    if (enrolment) await auth.mfa.unenroll(enrolment.factorId).catch(() => {});
    setEnrolment(null);
    setCode('');
    setStage('idle');
    props.onEnrolled();
  }

  if (stage === 'idle') {
    return (
      <button type="button" className={buttonClass.primary} onClick={() => setStage('naming')}>
        {t('security.add')}
      </button>
    );
  }

  if (stage === 'naming' || !enrolment) {
    return (
      <form onSubmit={start} noValidate className="grid max-w-sm gap-4">
        <TextField
          id={`${id}-name`}
          label={t('security.friendlyName')}
          value={name}
          maxLength={60}
          autoFocus
          onChange={(event) => setName(event.target.value)}
        />
        <div className="flex gap-2">
          <SubmitButton busy={busy} busyLabel={t('auth.busy')}>
            {t('security.start')}
          </SubmitButton>
          <button type="button" className={buttonClass.outline} onClick={() => void cancel()}>
            {t('security.cancel')}
          </button>
        </div>
      </form>
    );
  }

  return (
    <form onSubmit={verify} noValidate className="grid gap-4">
      <p className="font-medium">{t('security.scan')}</p>
      <img
        src={enrolment.qrCode}
        alt={t('security.qrAlt')}
        width={200}
        height={200}
        className="h-[200px] w-[200px] rounded-md border border-stone-200 bg-white p-2"
      />
      <div className="grid gap-1">
        <label htmlFor={`${id}-secret`} className="text-sm text-stone-700">
          {t('security.manual')}
        </label>
        <input
          id={`${id}-secret`}
          readOnly
          value={enrolment.secret}
          onFocus={(event) => event.currentTarget.select()}
          className={`${inputClass} max-w-sm font-mono text-sm`}
        />
      </div>
      <div className="max-w-xs">
        <OtpField
          id={`${id}-code`}
          label={t('security.code')}
          value={code}
          onCode={setCode}
          className="tracking-[0.4em]"
        />
      </div>
      <div className="flex flex-wrap gap-2">
        <SubmitButton busy={busy} busyLabel={t('auth.busy')}>
          {t('security.verify')}
        </SubmitButton>
        <button type="button" className={buttonClass.outline} disabled={busy} onClick={() => void cancel()}>
          {t('security.cancel')}
        </button>
      </div>
    </form>
  );
}
