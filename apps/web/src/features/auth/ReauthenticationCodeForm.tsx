import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SubmitButton } from '@/shared/ui/form';
import { buttonClass } from '@/shared/ui/buttons';
import { showToast } from '@/shared/ui/toast-store';
import { OtpField } from './OtpField';
import { normaliseOtp } from './validation';

interface ReauthenticationCodeFormProps {
  id: string;
  /** Where the code was sent. */
  email: string;
  busy: boolean;
  /** The six digits typed, once they are six digits. */
  onCode: (digits: string) => void;
  onCancel: () => void;
}

/** The step asking for the six-digit code e-mailed before a change that needs a recent sign-in. */
export function ReauthenticationCodeForm({
  id,
  email,
  busy,
  onCode,
  onCancel,
}: ReauthenticationCodeFormProps) {
  const { t } = useTranslation();
  const [code, setCode] = useState('');

  function submit(event: React.FormEvent) {
    event.preventDefault();
    const digits = normaliseOtp(code);
    if (!digits) {
      return showToast({
        title: t('security.errorTitle'),
        description: t('security.details.invalidCode'),
        variant: 'destructive',
      });
    }
    onCode(digits);
  }

  return (
    <form onSubmit={submit} noValidate className="mt-6 grid max-w-sm gap-4" aria-live="polite">
      <h3 className="font-sans text-lg font-semibold">{t('security.details.codeTitle')}</h3>
      <p className="text-stone-700">{t('security.details.codeText', { email })}</p>
      <OtpField id={`${id}-code`} label={t('security.details.code')} value={code} onCode={setCode} />
      <div className="flex flex-wrap gap-3">
        <SubmitButton busy={busy} busyLabel={t('auth.busy')}>
          {t('security.details.confirm')}
        </SubmitButton>
        <button type="button" className={buttonClass.outline} onClick={onCancel}>
          {t('security.cancel')}
        </button>
      </div>
    </form>
  );
}
