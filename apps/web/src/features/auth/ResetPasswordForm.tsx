import { paths } from '@artvoyage/contract/paths';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useAuth } from '@/shared/auth/auth-context';
import { SubmitButton } from '@/shared/ui/form';
import { showToast } from '@/shared/ui/toast-store';
import { showFailure, showValidationError } from './notify';
import { NewPasswordFields } from './NewPasswordFields';
import { useNewPassword } from './useNewPassword';

/** After a password-reset link: choose the new password (auth-js updateUser). */
export function ResetPasswordForm() {
  const { t } = useTranslation();
  const auth = useAuth();
  const navigate = useNavigate();
  const id = useId();
  const newPassword = useNewPassword();
  const [busy, setBusy] = useState(false);

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    const invalid = newPassword.invalid();
    if (invalid) return showValidationError(t, invalid);
    setBusy(true);
    try {
      await auth.updatePassword(newPassword.password);
      showToast({
        title: t('callback.passwordUpdatedTitle'),
        description: t('callback.passwordUpdatedText'),
      });
      void navigate(paths.profile.href());
    } catch (error) {
      showFailure(t('auth.errors.title'), error, '');
      setBusy(false);
    }
  }

  return (
    <form onSubmit={submit} noValidate className="mt-6 grid gap-4 text-left">
      <NewPasswordFields id={id} {...newPassword.fields} />
      <SubmitButton busy={busy} busyLabel={t('auth.busy')} className="w-full">
        {t('callback.savePassword')}
      </SubmitButton>
    </form>
  );
}
