import { Loader2 } from 'lucide-react';
import type { InputHTMLAttributes, ReactNode, TextareaHTMLAttributes } from 'react';
import { buttonClass } from './buttons';

export const inputClass =
  'w-full rounded-md border border-stone-300 bg-white px-3 py-2 text-base text-ink shadow-sm focus:border-accent-dark focus:outline-none focus-visible:outline-3 focus-visible:outline-accent';

/** A labelled input: every field has a visible label tied to it. */
export function TextField({
  id,
  label,
  hint,
  className,
  ...input
}: { id: string; label: string; hint?: ReactNode } & InputHTMLAttributes<HTMLInputElement>) {
  return (
    <div className="grid gap-1">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      <input
        id={id}
        className={`${inputClass} ${className ?? ''}`}
        aria-describedby={hint ? `${id}-hint` : undefined}
        {...input}
      />
      {hint && (
        <p id={`${id}-hint`} className="text-xs text-stone-600">
          {hint}
        </p>
      )}
    </div>
  );
}

/** A labelled multi-line text field. */
export function TextAreaField({
  id,
  label,
  className,
  ...textarea
}: { id: string; label: string } & TextareaHTMLAttributes<HTMLTextAreaElement>) {
  return (
    <div className="grid gap-1">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      <textarea id={id} className={`${inputClass} ${className ?? ''}`} {...textarea} />
    </div>
  );
}

/**
 * A labelled select over typed values; `emptyOption` adds a first "nothing chosen" entry. Only the
 * listed values ever reach `onChange`.
 */
export function SelectField<V extends string>(props: {
  id: string;
  label: string;
  value: V;
  options: readonly (readonly [V, string])[];
  onChange: (value: V) => void;
  emptyOption?: { value: V; label: string };
}) {
  const { emptyOption } = props;
  return (
    <div className="grid gap-1">
      <label htmlFor={props.id} className="text-sm font-medium">
        {props.label}
      </label>
      <select
        id={props.id}
        className={inputClass}
        value={props.value}
        onChange={(event) => {
          const chosen = props.options.find(([value]) => value === event.target.value);
          if (chosen) props.onChange(chosen[0]);
          else if (emptyOption && event.target.value === emptyOption.value) props.onChange(emptyOption.value);
        }}
      >
        {emptyOption && <option value={emptyOption.value}>{emptyOption.label}</option>}
        {props.options.map(([value, label]) => (
          <option key={value} value={value}>
            {label}
          </option>
        ))}
      </select>
    </div>
  );
}

/** A form's message on what stops it being sent: announced at once, named by the fields it is about. */
export function FormError(props: { id: string; children: ReactNode }) {
  return (
    <p id={props.id} role="alert" className="text-sm font-medium text-red-700">
      {props.children}
    </p>
  );
}

/** A submit button that is disabled and shows a spinner while its form is busy. */
export function SubmitButton(props: {
  busy: boolean;
  children: ReactNode;
  busyLabel: string;
  className?: string;
  variant?: keyof typeof buttonClass;
}) {
  return (
    <button
      type="submit"
      disabled={props.busy}
      aria-busy={props.busy}
      className={`${buttonClass[props.variant ?? 'primary']} ${props.className ?? ''}`}
    >
      {props.busy && <Loader2 aria-hidden className="h-4 w-4 animate-spin" />}
      {props.children}
      {props.busy && <span className="sr-only">{props.busyLabel}</span>}
    </button>
  );
}
