import { useTranslation } from 'react-i18next';
import { TextField } from '@/shared/ui/form';

/** One labelled field of a sign-in or sign-up form, named as the form's state names it. */
export interface CredentialField<Name extends string> {
  name: Name;
  /** The label's message key. */
  label: string;
  type?: 'email' | 'password';
  autoComplete: string;
  minLength?: number;
}

export const emailField = {
  name: 'email',
  label: 'auth.email',
  type: 'email',
  autoComplete: 'email',
} as const;

/** The fields of an account form, each with its label, id (`<id>-<name>`) and the browser's autofill. */
export function CredentialFields<Name extends string>(props: {
  id: string;
  fields: readonly CredentialField<Name>[];
  values: Record<Name, string>;
  onChange: (name: Name, value: string) => void;
}) {
  const { t } = useTranslation();
  return props.fields.map((field) => (
    <TextField
      key={field.name}
      id={`${props.id}-${field.name}`}
      label={t(field.label)}
      type={field.type}
      name={field.name}
      autoComplete={field.autoComplete}
      minLength={field.minLength}
      value={props.values[field.name]}
      onChange={(event) => props.onChange(field.name, event.target.value)}
    />
  ));
}
