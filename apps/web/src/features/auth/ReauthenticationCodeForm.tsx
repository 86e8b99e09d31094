import { useTranslation } from 'react-i18next';
import { SubmitButton, TextField } from '@/shared/ui/form';
import { buttonClass } from '@/shared/ui/buttons';

interface ReauthenticationCodeFormProps {
  id: string;
  /** Where the code was sent. */
  email: string;
  code: string;
  onCode: (code: string) => void;
  busy: boolean;
  onSubmit: (event: React.FormEvent) => void;
  onCancel: () => void;
}

/** The step asking for the six-digit code e-mailed before a change that needs a recent sign-in. */
export function ReauthenticationCodeForm({
  id,
  email,
  code,
  onCode,
  busy,
  onSubmit,
  onCancel,
}: ReauthenticationCodeFormProps) {
  const { t } = useTranslation();
  return (
    <form onSubmit={onSubmit} noValidate className="mt-6 grid max-w-sm gap-4" aria-live="polite">
      <h3 className="font-sans text-lg font-semibold">{t('security.details.codeTitle')}</h3>
      <p className="text-stone-700">{t('security.details.codeText', { email })}</p>
      <TextField
        id={`${id}-code`}
        label={t('security.details.code')}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={7}
        value={code}
        onChange={(event) => onCode(event.target.value)}
      />
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
