import { X } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { chipClass, chipRemoveClass } from './profile-chips';

/** One chosen item: `key` identifies it to `onRemove`, `label` is what the chip says. */
export interface Chip<K extends string> {
  key: K;
  label: string;
  /** The language the label is in, when it is not the page's. */
  lang?: string;
}

/**
 * A profile list in its fieldset: the chosen items as chips, each with its own labelled remove button,
 * or a sentence when none is chosen; what adds an item comes after, as children. `longText` lets a
 * typed entry wrap inside its chip instead of widening the dialog.
 */
export function ChipFieldset<K extends string>(props: {
  legend: string;
  empty: string;
  testId: string;
  chips: readonly Chip<K>[];
  longText?: boolean;
  onRemove: (key: K) => void;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const { longText } = props;
  return (
    <fieldset>
      <legend className="text-sm font-medium">{props.legend}</legend>
      {props.chips.length === 0 ? (
        <p className="mt-2 text-sm text-stone-600">{props.empty}</p>
      ) : (
        <ul className="mt-2 flex flex-wrap gap-2" data-testid={props.testId}>
          {props.chips.map((chip) => (
            <li key={chip.key} className={longText ? `${chipClass} max-w-full` : chipClass} lang={chip.lang}>
              <span className={longText ? 'break-all' : undefined}>{chip.label}</span>
              <button
                type="button"
                className={longText ? `${chipRemoveClass} shrink-0` : chipRemoveClass}
                aria-label={t('profile.editDialog.remove', { item: chip.label })}
                onClick={() => props.onRemove(chip.key)}
              >
                <X aria-hidden className="h-4 w-4" />
              </button>
            </li>
          ))}
        </ul>
      )}
      {props.children}
    </fieldset>
  );
}
