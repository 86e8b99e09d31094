import { TIMELINE_EVENTS_PER_PLAY, TIMELINE_MAX_SCORE } from '@artvoyage/content/games';
import { Clock, Infinity as InfinityIcon, ListOrdered, Play, Trophy } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useFormatNumber } from '@/shared/i18n/useLocale';
import { buttonClass } from '@/shared/ui/buttons';
import { CategoryIcon } from './timeline-ui';

const categories = ['artwork', 'historical', 'architectural', 'acquisition'] as const;

/** View 1: title, description, the three tiles, the event categories and the start button. */
export function TimelineIntro({ onStart }: { onStart: () => void }) {
  const { t } = useTranslation();
  const formatNumber = useFormatNumber();
  const tiles = [
    {
      key: 'events',
      Icon: ListOrdered,
      value: formatNumber(TIMELINE_EVENTS_PER_PLAY),
      label: t('games.timeline.intro.eventsLabel', { count: TIMELINE_EVENTS_PER_PLAY }),
    },
    {
      key: 'time',
      Icon: InfinityIcon,
      value: t('games.timeline.intro.noLimit'),
      label: t('games.timeline.intro.noLimitLabel'),
    },
    {
      key: 'score',
      Icon: Trophy,
      value: formatNumber(TIMELINE_MAX_SCORE),
      label: t('games.timeline.intro.maxScoreLabel'),
    },
  ];

  return (
    <div className="mx-auto max-w-3xl px-4 pt-3 pb-8 sm:pt-6">
      <section className="rounded-2xl border border-stone-200 bg-white p-6 text-center shadow-sm sm:p-10">
        <span className="mx-auto inline-flex rounded-2xl bg-accent/15 p-4 text-accent-darker">
          <Clock aria-hidden className="h-8 w-8" />
        </span>
        {/* The game bar above carries the page's title; this is the intro's own heading. */}
        <h2 className="mt-4 text-2xl font-bold sm:text-3xl">{t('games.timeline.title')}</h2>
        <p className="mx-auto mt-3 max-w-xl text-stone-700">{t('games.timeline.intro.description')}</p>

        <ul aria-label={t('games.timeline.intro.tilesLabel')} className="mt-8 grid gap-3 sm:grid-cols-3">
          {tiles.map(({ key, Icon, value, label }) => (
            <li key={key} className="flex flex-col items-center rounded-2xl bg-stone-100 px-4 py-5">
              <Icon aria-hidden className="h-6 w-6 text-accent-darker" />
              <span className="mt-2 block text-2xl font-bold text-ink">{value}</span>{' '}
              <span className="block text-sm text-stone-700">{label}</span>
            </li>
          ))}
        </ul>

        <h2 className="mt-8 text-lg font-bold">{t('games.timeline.intro.categoriesTitle')}</h2>
        <ul className="mt-3 grid grid-cols-2 gap-3 text-left sm:grid-cols-4">
          {categories.map((category) => (
            <li
              key={category}
              className="flex items-center gap-2 rounded-xl border border-stone-200 p-2.5 text-sm font-semibold"
            >
              <CategoryIcon category={category} size="sm" />
              {t(`games.timeline.categories.${category}`)}
            </li>
          ))}
        </ul>

        <button type="button" onClick={onStart} className={`${buttonClass.accent} mt-8 px-7 py-3 text-base`}>
          <Play aria-hidden className="h-5 w-5" />
          {t('games.timeline.intro.start')}
        </button>
      </section>
    </div>
  );
}
