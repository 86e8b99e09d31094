import type { Challenge } from '@artvoyage/contract';
import { CircleCheck, Clock } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { timeLeft } from '@/shared/gamification/time-left';
import { classFor, difficultyClass, pillClass } from './badge-styles';
import { useCatalogueText } from '@/shared/gamification/useCatalogueText';
import { HeadedSection } from '@/shared/ui/HeadedSection';
import { ProgressMeter } from '@/shared/ui/ProgressMeter';

const timeLeftKey = { day: 'daysLeft', hour: 'hoursLeft', minute: 'minutesLeft' } as const;

/** The Challenges tab: this week's challenges with progress, reward, difficulty and time left. */
export function ChallengeList({ items }: { items: readonly Challenge[] }) {
  const { t } = useTranslation();
  return (
    <HeadedSection
      id="achievements-challenges-title"
      title={t('achievements.challenges.title')}
      headingClassName="text-xl font-bold"
    >
      <p className="mt-1 text-sm text-stone-700">{t('achievements.challenges.intro')}</p>
      {items.length === 0 ? (
        <p className="mt-4 text-stone-700">{t('achievements.challenges.empty')}</p>
      ) : (
        <ul className="mt-4 grid gap-4 md:grid-cols-2 lg:grid-cols-3">
          {items.map((item) => (
            <li key={item.id}>
              <ChallengeCard item={item} />
            </li>
          ))}
        </ul>
      )}
    </HeadedSection>
  );
}

function ChallengeCard({ item }: { item: Challenge }) {
  const { t } = useTranslation();
  const id = useId();
  const text = useCatalogueText().challenge(item);
  const total = Math.max(1, item.total);
  const progress = Math.min(Math.max(0, item.progress), total);
  const percent = Math.round((progress / total) * 100);
  const left = timeLeft(item.timeLeft);
  const progressText = t('achievements.challenges.progress', {
    progress,
    total,
  });

  return (
    <article
      className={`flex h-full flex-col rounded-xl border bg-white p-5 shadow-sm ${
        item.completed ? 'border-emerald-400' : 'border-stone-200'
      }`}
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h3 id={`${id}-title`} className="text-lg font-semibold">
          {text.title}
        </h3>
        <span className={`${pillClass} ${classFor(difficultyClass, item.difficulty)}`}>
          {t(`achievements.challenges.difficulty.${item.difficulty}`, { defaultValue: item.difficulty })}
        </span>
      </div>
      <p className="mt-1 text-sm text-stone-700">{text.description}</p>
      <div className="mt-auto pt-4">
        <div className="flex justify-between text-sm">
          <span id={`${id}-progress`} className="font-medium">
            {t('achievements.challenges.progressLabel')}
          </span>
          <span className="tabular-nums">{progressText}</span>
        </div>
        <ProgressMeter
          labelledBy={`${id}-title ${id}-progress`}
          value={progress}
          max={total}
          valueText={progressText}
          percent={percent}
          heightClass="h-2.5"
          fillClass={item.completed ? 'bg-emerald-600' : 'bg-accent-dark'}
        />
        <div className="mt-3 flex flex-wrap items-center justify-between gap-2 text-sm">
          <span className="font-semibold text-accent-darker">
            {t('achievements.challenges.reward', { reward: item.reward })}
          </span>
          {item.completed ? (
            <span className="inline-flex items-center gap-1 font-semibold text-emerald-800">
              <CircleCheck aria-hidden className="h-4 w-4" />
              {t('achievements.challenges.completed')}
            </span>
          ) : (
            <span className="inline-flex items-center gap-1 text-stone-700">
              <Clock aria-hidden className="h-4 w-4" />
              {left
                ? t(`achievements.challenges.${timeLeftKey[left.unit]}`, { count: left.value })
                : t('achievements.challenges.ended')}
            </span>
          )}
        </div>
      </div>
    </article>
  );
}
