import type { InputHTMLAttributes } from 'react';
import { TextField } from '@/shared/ui/form';

type OtpFieldProps = { id: string; label: string; value: string; onCode: (code: string) => void } & Pick<
  InputHTMLAttributes<HTMLInputElement>,
  'name' | 'pattern' | 'autoFocus' | 'className'
>;

/**
 * A six-digit one-time code: the number pad on phones, the code the phone offers to fill in, and
 * room for the one space a visitor may type in the middle.
 */
export function OtpField({ onCode, ...field }: OtpFieldProps) {
  return (
    <TextField
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={7}
      onChange={(event) => onCode(event.target.value)}
      {...field}
    />
  );
}
