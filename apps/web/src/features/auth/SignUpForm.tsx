import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuth } from '@/shared/auth/auth-context';
import { SubmitButton } from '@/shared/ui/form';
import { showToast } from '@/shared/ui/toast-store';
import { useBusyAction } from '@/shared/ui/useBusyAction';
import { CredentialFields, emailField } from './CredentialFields';
import { showFailure, showValidationError } from './notify';
import { minPasswordLength, validateSignUp } from './validation';

const signUpFields = [
  emailField,
  {
    name: 'password',
    label: 'auth.password',
    type: 'password',
    autoComplete: 'new-password',
    minLength: minPasswordLength,
  },
  { name: 'fullName', label: 'auth.fullName', autoComplete: 'name' },
  { name: 'confirmPassword', label: 'auth.confirmPassword', type: 'password', autoComplete: 'new-password' },
] as const;

/** Sign Up tab: e-mail, password, full name and confirmation; the account is confirmed by e-mail. */
export function SignUpForm(props: { onSignedUp: () => void }) {
  const { t } = useTranslation();
  const auth = useAuth();
  const id = useId();
  const [fields, setFields] = useState({ email: '', password: '', fullName: '', confirmPassword: '' });
  const { busy, run } = useBusyAction();
  const set = (name: keyof typeof fields, value: string) =>
    setFields((current) => ({ ...current, [name]: value }));

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    const invalid = validateSignUp(fields);
    if (invalid) return showValidationError(t, invalid);
    await run(
      async () => {
        await auth.signUp(fields.email.trim(), fields.password, fields.fullName.trim());
        showToast({ title: t('auth.signUpSuccessTitle'), description: t('auth.signUpSuccessText') });
        props.onSignedUp();
      },
      (error) => showFailure(t('auth.signUpErrorTitle'), error, t('auth.signUpErrorFallback')),
    );
  }

  return (
    <form onSubmit={submit} noValidate className="grid gap-4">
      <CredentialFields id={id} fields={signUpFields} values={fields} onChange={set} />
      <SubmitButton busy={busy} busyLabel={t('auth.busy')} className="w-full">
        {t('auth.signUpButton')}
      </SubmitButton>
    </form>
  );
}
