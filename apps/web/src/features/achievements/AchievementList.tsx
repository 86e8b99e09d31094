import type { AchievementStatus } from '@artvoyage/contract';
import { Lock } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useFormatNumber, useLocale } from '@/shared/i18n/useLocale';
import { formatDate } from '@/shared/i18n/format';
import { achievementIcon } from '@/shared/gamification/achievement-icon';
import { classFor, pillClass, rarityClass } from './badge-styles';
import { useCatalogueText } from '@/shared/gamification/useCatalogueText';
import { HeadedSection } from '@/shared/ui/HeadedSection';

/** The Achievements tab: what has been earned (with its date) and what is still locked. */
export function AchievementList({ items }: { items: readonly AchievementStatus[] }) {
  const { t } = useTranslation();
  const earned = items.filter((item) => item.earned_date !== null);
  const locked = items.filter((item) => item.earned_date === null);
  return (
    <div className="grid gap-8">
      <Section id="achievements-earned" title={t('achievements.list.earned')} count={earned.length}>
        {earned.length === 0 ? (
          <p className="text-stone-700">{t('achievements.list.noneEarned')}</p>
        ) : (
          <CardGrid items={earned} />
        )}
      </Section>
      <Section id="achievements-locked" title={t('achievements.list.locked')} count={locked.length}>
        {locked.length === 0 ? (
          <p className="text-stone-700">{t('achievements.list.noneLocked')}</p>
        ) : (
          <CardGrid items={locked} />
        )}
      </Section>
    </div>
  );
}

function Section(props: { id: string; title: string; count: number; children: React.ReactNode }) {
  const formatNumber = useFormatNumber();
  return (
    <HeadedSection
      id={props.id}
      title={
        <>
          {props.title}
          <span className="rounded-full bg-stone-200 px-2.5 py-0.5 text-sm font-semibold text-stone-800">
            {formatNumber(props.count)}
          </span>
        </>
      }
      headingClassName="flex items-center gap-2 text-xl font-bold"
    >
      <div className="mt-4">{props.children}</div>
    </HeadedSection>
  );
}

function CardGrid({ items }: { items: readonly AchievementStatus[] }) {
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {items.map((item) => (
        <li key={item.id}>
          <AchievementCard item={item} />
        </li>
      ))}
    </ul>
  );
}

function AchievementCard({ item }: { item: AchievementStatus }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const text = useCatalogueText().achievement(item);
  const Icon = achievementIcon(item.icon);
  const earned = item.earned_date !== null;
  const date = formatDate(item.earned_date, locale);
  return (
    <article
      className={`flex h-full gap-4 rounded-xl border p-4 ${
        earned ? 'border-accent/60 bg-white shadow-sm' : 'border-dashed border-stone-300 bg-stone-50'
      }`}
    >
      <span
        aria-hidden
        className={`flex h-12 w-12 shrink-0 items-center justify-center rounded-full ${
          earned ? 'bg-accent/25 text-accent-darker' : 'bg-stone-200 text-stone-500'
        }`}
      >
        <Icon className="h-6 w-6" />
      </span>
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
          <h3 className="font-semibold">{text.name}</h3>
          <span className="text-sm font-semibold whitespace-nowrap text-accent-darker">
            {t('achievements.list.points', {
              points: item.points_reward,
            })}
          </span>
        </div>
        <p className="mt-1 text-sm text-stone-700">{text.description}</p>
        <p className="mt-3 flex flex-wrap gap-2">
          <span className={`${pillClass} ${classFor(rarityClass, item.rarity)}`}>
            <span className="sr-only">{t('achievements.list.rarityLabel')} </span>
            {t(`achievements.rarity.${item.rarity}`, { defaultValue: item.rarity })}
          </span>
          <span className={`${pillClass} border border-stone-300 bg-white text-stone-700`}>
            <span className="sr-only">{t('achievements.list.categoryLabel')} </span>
            {t(`achievements.category.${item.category}`, { defaultValue: item.category })}
          </span>
        </p>
        {earned ? (
          <p className="mt-3 text-xs text-stone-700">
            {date ? t('achievements.list.earnedOn', { date }) : t('achievements.list.earned')}
          </p>
        ) : (
          <p className="mt-3 flex items-center gap-1 text-xs text-stone-700">
            <Lock aria-hidden className="h-3.5 w-3.5" />
            {t('achievements.list.notYet')}
          </p>
        )}
      </div>
    </article>
  );
}
