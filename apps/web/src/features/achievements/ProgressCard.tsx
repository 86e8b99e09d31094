import type { UserStats } from '@artvoyage/contract';
import { useTranslation } from 'react-i18next';
import { useFormatNumber } from '@/shared/i18n/useLocale';
import type { Profile } from '@artvoyage/contract';
import { levelProgress } from '@/shared/gamification/level-progress';
import { Avatar } from '@/shared/ui/Avatar';
import { LevelBadges } from '@/shared/ui/LevelBadges';
import { ProgressMeter } from '@/shared/ui/ProgressMeter';
import { StatusNote } from '@/shared/ui/StatusNote';

/** Name, level, XP, the bar to the next level and the four counters (achievements, posts, trips, countries). */
export function ProgressCard(props: {
  profile: Profile | null;
  fallbackName: string | null;
  stats: UserStats | undefined;
  statsFailed: boolean;
}) {
  const { t } = useTranslation();
  const formatNumber = useFormatNumber();
  const { profile, stats } = props;
  const name = profile?.full_name.trim() || props.fallbackName?.trim() || t('achievements.card.traveler');
  const progress = profile ? levelProgress(profile.experience_points, profile.user_level) : null;

  const counters = [
    ['achievements', stats?.achievementsUnlocked],
    ['posts', stats?.postsCreated],
    ['trips', stats?.tripsCompleted],
    ['countries', stats?.countriesVisited],
  ] as const;

  return (
    <section
      aria-labelledby="achievements-card-name"
      className="rounded-xl border border-stone-200 bg-white p-5 shadow-sm sm:p-6"
    >
      <div className="flex items-center gap-4">
        <Avatar name={name} email={profile?.email} imageUrl={profile?.avatar_url} size="lg" />
        <div className="min-w-0">
          <h2 id="achievements-card-name" className="text-2xl font-bold break-words sm:text-3xl">
            {name}
          </h2>
          {progress && profile && (
            <LevelBadges
              className="mt-2"
              level={t('achievements.card.level', { level: progress.level })}
              xp={t('achievements.card.xp', { xp: profile.experience_points })}
            />
          )}
        </div>
      </div>

      {progress ? (
        <div className="mt-6">
          <div className="flex items-baseline justify-between gap-3 text-sm">
            <span id="achievements-next-level" className="font-medium">
              {t('achievements.card.toNextLevel')}
            </span>
            <span className="text-stone-700">
              {formatNumber(progress.percent / 100, { style: 'percent' })}
            </span>
          </div>
          <ProgressMeter
            labelledBy="achievements-next-level"
            value={progress.percent}
            max={100}
            valueText={t('achievements.card.progressValue', {
              current: progress.current,
              total: progress.total,
            })}
            percent={progress.percent}
            heightClass="h-3"
            fillClass="bg-accent-dark"
          />
        </div>
      ) : (
        <div className="mt-4">
          <StatusNote>{t('achievements.card.profileError')}</StatusNote>
        </div>
      )}

      <h3 className="sr-only">{t('achievements.stats.label')}</h3>
      <ul className="mt-6 grid grid-cols-2 gap-3 sm:grid-cols-4">
        {counters.map(([key, value]) => (
          <li key={key} className="rounded-lg bg-stone-100 px-3 py-4 text-center">
            <p className="font-display text-3xl font-bold">
              {value === undefined ? '–' : formatNumber(value)}
            </p>
            <p className="mt-1 text-sm text-stone-700">{t(`achievements.stats.${key}`)}</p>
          </li>
        ))}
      </ul>
      {props.statsFailed && (
        <div className="mt-4">
          <StatusNote>{t('achievements.stats.error')}</StatusNote>
        </div>
      )}
    </section>
  );
}
