import type { Profile } from '@artvoyage/contract';
import * as Tabs from '@radix-ui/react-tabs';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormatNumber, useLocale } from '@/shared/i18n/useLocale';
import type { EarnedReward } from '@/shared/profile/api/get-earned-rewards';
import { Spinner } from '@/shared/ui/Spinner';
import { TabList } from '@/shared/ui/TabList';
import { formatDate } from '@/shared/i18n/format';
import { normalizedLanguages } from '@artvoyage/contract/profile-fields';
import { languageName } from './profile-form';
import { budgetLabelKey, travelStyleLabelKey } from './profile-format';
import { RewardList } from './RewardList';

const tabs = ['overview', 'achievements', 'statistics', 'preferences'] as const;
const tabClass =
  'rounded-md px-4 py-2 text-sm font-semibold text-stone-600 data-[state=active]:bg-white data-[state=active]:text-ink data-[state=active]:shadow-sm';
const cardClass = 'rounded-xl border border-stone-200 bg-white p-6 shadow-sm';

export interface Rewards {
  achievements: EarnedReward[];
  badges: EarnedReward[];
  loading: boolean;
}

export function ProfileTabs({ profile, rewards }: { profile: Profile; rewards: Rewards }) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <Tabs.Root defaultValue="overview" className="mt-8">
      <TabList
        label={t('profile.sections')}
        tabs={tabs.map((tab) => ({ value: tab, text: t(`profile.tabs.${tab}`) }))}
        className="grid grid-cols-2 gap-1 rounded-lg bg-stone-200/70 p-1 sm:flex"
        triggerClassName={tabClass}
      />
      <Tabs.Content value="overview" className="mt-6 grid gap-6 md:grid-cols-2">
        <section className={`${cardClass} md:col-span-2`}>
          <h2 className="text-xl font-bold">{t('profile.aboutMe')}</h2>
          {profile.bio ? (
            <p className="mt-2 whitespace-pre-line">{profile.bio}</p>
          ) : (
            <p className="mt-2 text-stone-600 italic">{t('profile.bioPlaceholder')}</p>
          )}
        </section>
        <TextList title={t('profile.favoriteDestinations')} items={profile.favorite_destinations} />
        <TextList
          title={t('profile.languages')}
          items={normalizedLanguages(profile.languages).map((code) => languageName(code, locale))}
        />
      </Tabs.Content>
      <Tabs.Content value="achievements" className="mt-6 grid gap-6">
        <section className={cardClass}>
          <h2 className="mb-4 text-xl font-bold">{t('profile.achievementsTitle')}</h2>
          {rewards.loading ? (
            <Spinner label={t('profile.loadingRewards')} />
          ) : (
            <RewardList
              items={rewards.achievements}
              kind="achievement"
              emptyText={t('profile.noAchievements')}
            />
          )}
        </section>
        <section className={cardClass}>
          <h2 className="mb-4 text-xl font-bold">{t('profile.badgesTitle')}</h2>
          {rewards.loading ? (
            <Spinner label={t('profile.loadingRewards')} />
          ) : (
            <RewardList items={rewards.badges} kind="badge" emptyText={t('profile.noBadges')} />
          )}
        </section>
      </Tabs.Content>
      <Tabs.Content value="statistics" className="mt-6">
        <Statistics profile={profile} achievementCount={rewards.achievements.length} />
      </Tabs.Content>
      <Tabs.Content value="preferences" className="mt-6">
        <Preferences profile={profile} />
      </Tabs.Content>
    </Tabs.Root>
  );
}

function TextList({ title, items }: { title: string; items: string[] }) {
  const { t } = useTranslation();
  return (
    <section className={cardClass}>
      <h2 className="text-xl font-bold">{title}</h2>
      {items.length === 0 ? (
        <p className="mt-2 text-stone-600">{t('profile.noneYet')}</p>
      ) : (
        <ul className="mt-3 flex flex-wrap gap-2">
          {items.map((item) => (
            <li key={item} className="rounded-full bg-stone-100 px-3 py-1 text-sm">
              {item}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function Statistics({ profile, achievementCount }: { profile: Profile; achievementCount: number }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const formatNumber = useFormatNumber();
  const counters = [
    ['trips', profile.total_trips],
    ['countries', profile.countries_visited],
    ['cities', profile.cities_visited],
    ['achievements', achievementCount],
  ] as const;
  return (
    <div className="grid gap-6">
      <ul className="grid grid-cols-2 gap-4 md:grid-cols-4">
        {counters.map(([key, value]) => (
          <li key={key} className={`${cardClass} text-center`}>
            <p className="font-display text-3xl font-bold">{formatNumber(value)}</p>
            <p className="mt-1 text-sm text-stone-600">{t(`profile.stats.${key}`)}</p>
          </li>
        ))}
      </ul>
      <dl className={`${cardClass} grid gap-4 sm:grid-cols-2`}>
        <Term label={t('profile.stats.experience')}>{formatNumber(profile.experience_points)}</Term>
        <Term label={t('profile.stats.level')}>{formatNumber(profile.user_level)}</Term>
        <Term label={t('profile.stats.registered')}>{formatDate(profile.created_at, locale)}</Term>
        <Term label={t('profile.stats.updated')}>{formatDate(profile.updated_at, locale)}</Term>
      </dl>
    </div>
  );
}

function Preferences({ profile }: { profile: Profile }) {
  const { t } = useTranslation();
  const preferences = profile.travel_preferences;
  const interests = preferences?.interests ?? [];
  return (
    <dl className={`${cardClass} grid gap-5`}>
      <Term label={t('profile.prefs.interests')}>
        {interests.length === 0 ? (
          t('profile.noneYet')
        ) : (
          <ul className="mt-1 flex flex-wrap gap-2">
            {interests.map((interest) => (
              <li key={interest} className="rounded-full bg-accent/20 px-3 py-1 text-sm">
                {t(`profile.interests.${interest}`, { defaultValue: interest })}
              </li>
            ))}
          </ul>
        )}
      </Term>
      <Term label={t('profile.prefs.budget')}>{t(budgetLabelKey(preferences?.budget_level))}</Term>
      <Term label={t('profile.prefs.style')}>{t(travelStyleLabelKey(preferences?.travel_style))}</Term>
    </dl>
  );
}

function Term({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-sm font-medium text-stone-600">{label}</dt>
      <dd className="mt-1 text-lg">{children}</dd>
    </div>
  );
}
