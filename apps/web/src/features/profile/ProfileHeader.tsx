import { paths } from '@artvoyage/contract/paths';
import type { Profile } from '@artvoyage/contract';
import { Pencil, ShieldCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Avatar } from '@/shared/ui/Avatar';
import { buttonClass } from '@/shared/ui/buttons';
import { LevelBadges } from '@/shared/ui/LevelBadges';
import { ProgressMeter } from '@/shared/ui/ProgressMeter';
import { levelProgress } from './profile-format';

/** Avatar, name, e-mail, level and XP badges, Edit and Security, and the level progress bar. */
export function ProfileHeader({ profile, onEdit }: { profile: Profile; onEdit: () => void }) {
  const { t } = useTranslation();
  const progress = levelProgress(profile.experience_points, profile.user_level);
  const progressLabel = t('profile.progressTo', { level: progress.nextLevel });
  const progressValue = t('profile.progressValue', { current: progress.current, total: progress.total });

  return (
    <div className="rounded-xl border border-stone-200 bg-white p-6 shadow-sm">
      <div className="flex flex-col gap-5 sm:flex-row sm:items-center">
        <Avatar name={profile.full_name} email={profile.email} imageUrl={profile.avatar_url} size="lg" />
        <div className="min-w-0 flex-1">
          <h1 className="text-3xl font-bold break-words">{profile.full_name || profile.email}</h1>
          <p className="mt-1 break-all text-stone-600">{profile.email}</p>
          <LevelBadges
            className="mt-3"
            level={t('profile.level', { level: profile.user_level })}
            xp={t('profile.xp', { xp: profile.experience_points })}
          />
        </div>
        <div className="flex flex-wrap gap-2 sm:flex-col">
          <button type="button" className={buttonClass.primary} onClick={onEdit}>
            <Pencil aria-hidden className="h-4 w-4" />
            {t('profile.edit')}
          </button>
          <Link to={paths.security.href()} className={buttonClass.outline}>
            <ShieldCheck aria-hidden className="h-4 w-4" />
            {t('profile.security')}
          </Link>
        </div>
      </div>
      <div className="mt-6">
        <div className="flex justify-between text-sm">
          <span id="level-progress-label" className="font-medium">
            {progressLabel}
          </span>
          <span className="text-stone-600">{progressValue}</span>
        </div>
        <ProgressMeter
          labelledBy="level-progress-label"
          value={Math.round(progress.percent)}
          max={100}
          valueText={progressValue}
          percent={progress.percent}
          heightClass="h-3"
          fillClass="bg-accent-dark"
        />
      </div>
    </div>
  );
}
