import { useTranslation } from 'react-i18next';
import { TextField } from '@/shared/ui/form';
import { minPasswordLength } from './validation';

/** A new password and its confirmation, as the reset and the security page both ask for them. */
export function NewPasswordFields(props: {
  id: string;
  password: string;
  confirmation: string;
  onPassword: (value: string) => void;
  onConfirmation: (value: string) => void;
}) {
  const { t } = useTranslation();
  return (
    <>
      <TextField
        id={`${props.id}-password`}
        label={t('callback.newPassword')}
        type="password"
        autoComplete="new-password"
        minLength={minPasswordLength}
        value={props.password}
        onChange={(event) => props.onPassword(event.target.value)}
      />
      <TextField
        id={`${props.id}-confirmation`}
        label={t('callback.confirmNewPassword')}
        type="password"
        autoComplete="new-password"
        value={props.confirmation}
        onChange={(event) => props.onConfirmation(event.target.value)}
      />
    </>
  );
}
