import type { LucideIcon } from 'lucide-react';
import { Play } from 'lucide-react';
import { useFormatNumber } from '@/shared/i18n/useLocale';
import { buttonClass } from '@/shared/ui/buttons';

export interface IntroFact {
  key: string;
  /** A number is written the UI language's way. */
  value: string | number;
  label: string;
  Icon: LucideIcon;
}

/** The intro: the game's description, its figures as tiles, and the start button. */
export function FlowIntro({
  description,
  facts,
  startLabel,
  onStart,
}: {
  description: string;
  facts: readonly IntroFact[];
  startLabel: string;
  onStart: () => void;
}) {
  const formatNumber = useFormatNumber();
  return (
    <>
      <p className="mt-3 text-stone-700 sm:text-lg">{description}</p>
      <dl className="mt-6 grid grid-cols-3 gap-3 sm:gap-4">
        {facts.map(({ key, value, label, Icon }) => (
          <div
            key={key}
            className="flex flex-col items-center rounded-2xl border border-stone-200 bg-white px-2 py-4 text-center shadow-sm sm:p-5"
          >
            <Icon aria-hidden className="order-first mb-1 h-6 w-6 text-accent-darker" />
            <dt className="mt-1 text-xs text-stone-600 sm:text-sm">{label}</dt>
            <dd className="order-first text-2xl font-bold tabular-nums text-ink sm:text-3xl">
              {typeof value === 'number' ? formatNumber(value) : value}
            </dd>
          </div>
        ))}
      </dl>
      <div className="mt-8 flex justify-center">
        <button type="button" className={`${buttonClass.accent} px-8 py-3 text-base`} onClick={onStart}>
          <Play aria-hidden className="h-5 w-5" />
          {startLabel}
        </button>
      </div>
    </>
  );
}
