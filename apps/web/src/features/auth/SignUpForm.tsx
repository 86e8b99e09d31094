import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuth } from '@/shared/auth/auth-context';
import { SubmitButton, TextField } from '@/shared/ui/form';
import { showToast } from '@/shared/ui/toast-store';
import { showFailure, showValidationError } from './notify';
import { minPasswordLength, validateSignUp } from './validation';

/** Sign Up tab: e-mail, password, full name and confirmation; the account is confirmed by e-mail. */
export function SignUpForm(props: { onSignedUp: () => void }) {
  const { t } = useTranslation();
  const auth = useAuth();
  const id = useId();
  const [fields, setFields] = useState({ email: '', password: '', fullName: '', confirmPassword: '' });
  const [busy, setBusy] = useState(false);
  const set = (name: keyof typeof fields) => (event: React.ChangeEvent<HTMLInputElement>) =>
    setFields((current) => ({ ...current, [name]: event.target.value }));

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    const invalid = validateSignUp(fields);
    if (invalid) return showValidationError(t, invalid);
    setBusy(true);
    try {
      await auth.signUp(fields.email.trim(), fields.password, fields.fullName.trim());
      showToast({ title: t('auth.signUpSuccessTitle'), description: t('auth.signUpSuccessText') });
      props.onSignedUp();
    } catch (error) {
      showFailure(t('auth.signUpErrorTitle'), error, t('auth.signUpErrorFallback'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={submit} noValidate className="grid gap-4">
      <TextField
        id={`${id}-email`}
        label={t('auth.email')}
        type="email"
        name="email"
        autoComplete="email"
        value={fields.email}
        onChange={set('email')}
      />
      <TextField
        id={`${id}-password`}
        label={t('auth.password')}
        type="password"
        name="password"
        autoComplete="new-password"
        minLength={minPasswordLength}
        value={fields.password}
        onChange={set('password')}
      />
      <TextField
        id={`${id}-fullName`}
        label={t('auth.fullName')}
        name="fullName"
        autoComplete="name"
        value={fields.fullName}
        onChange={set('fullName')}
      />
      <TextField
        id={`${id}-confirmPassword`}
        label={t('auth.confirmPassword')}
        type="password"
        name="confirmPassword"
        autoComplete="new-password"
        value={fields.confirmPassword}
        onChange={set('confirmPassword')}
      />
      <SubmitButton busy={busy} busyLabel={t('auth.busy')} className="w-full">
        {t('auth.signUpButton')}
      </SubmitButton>
    </form>
  );
}
