import * as Tabs from '@radix-ui/react-tabs';
import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { Trophy } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useAuth } from '@/shared/auth/auth-context';
import { RequireSignIn } from '@/shared/auth/RequireSignIn';
import { Spinner } from '@/shared/ui/Spinner';
import { usePageTitle } from '@/shared/ui/usePageTitle';
import { achievementsQueryOptions } from './api/get-achievements';
import { leaderboardQueryOptions } from './api/get-leaderboard';
import { userStatsQueryOptions } from './api/get-user-stats';
import { weeklyChallengesQueryOptions } from './api/get-weekly-challenges';
import { AchievementList } from './AchievementList';
import { ChallengeList } from './ChallengeList';
import { Leaderboard } from './Leaderboard';
import { ProgressCard } from './ProgressCard';
import { StatusNote } from '@/shared/ui/StatusNote';
import { TabList } from '@/shared/ui/TabList';

const tabs = ['achievements', 'leaderboard', 'challenges'] as const;
const tabClass =
  'rounded-md px-1 py-2 text-sm font-semibold text-stone-700 data-[state=active]:bg-white data-[state=active]:text-ink data-[state=active]:shadow-sm sm:px-5';

/** /achievements and /gamification (see docs/product/social-and-xp.md). */
export default function AchievementsPage() {
  const { t } = useTranslation();
  const auth = useAuth();
  usePageTitle(t('achievements.title'));

  // Signed out: nothing is loaded, only an invitation to sign in.
  const body =
    auth.status === 'loading' ? (
      <Spinner label={t('achievements.loading')} />
    ) : (
      <RequireSignIn
        layout="panel"
        icon={<Trophy aria-hidden className="mx-auto h-12 w-12 text-accent-dark" />}
        title={t('achievements.signedOut.title')}
        text={t('achievements.signedOut.text')}
        offlineText={t('achievements.signedOut.offline')}
        signInLabel={t('achievements.signedOut.signIn')}
        signUpLabel={t('achievements.signedOut.signUp')}
      >
        {(user) => <SignedInView userId={user.id} />}
      </RequireSignIn>
    );

  return (
    <div className="mx-auto max-w-6xl px-4 py-8">
      <h1 className="text-4xl font-bold">{t('achievements.title')}</h1>
      <p className="mt-2 max-w-3xl text-stone-700">{t('achievements.intro')}</p>
      <div className="mt-8">{body}</div>
    </div>
  );
}

function SignedInView({ userId }: { userId: string }) {
  const { t } = useTranslation();
  const auth = useAuth();
  // All four load at once; each part of the screen says on its own when its data could not be had.
  const stats = useQuery(userStatsQueryOptions(userId));
  const achievements = useQuery(achievementsQueryOptions(userId));
  const leaderboard = useQuery(leaderboardQueryOptions(userId));
  const challenges = useQuery(weeklyChallengesQueryOptions(userId));

  if (auth.profileLoading || stats.isPending || achievements.isPending) {
    return <Spinner label={t('achievements.loading')} />;
  }

  const metadataName = auth.user?.user_metadata?.full_name;
  return (
    <div className="grid gap-8">
      <ProgressCard
        profile={auth.profile}
        fallbackName={typeof metadataName === 'string' ? metadataName : null}
        stats={stats.data}
        statsFailed={stats.isError}
      />
      <Tabs.Root defaultValue="achievements">
        <TabList
          label={t('achievements.tabs.label')}
          tabs={tabs.map((tab) => ({ value: tab, text: t(`achievements.tabs.${tab}`) }))}
          className="grid grid-cols-3 gap-1 rounded-lg bg-stone-200/70 p-1 sm:inline-flex"
          triggerClassName={tabClass}
        />
        <Tabs.Content value="achievements" className="mt-6">
          <TabBody query={achievements} section="list">
            {(items) => <AchievementList items={items} />}
          </TabBody>
        </Tabs.Content>
        <Tabs.Content value="leaderboard" className="mt-6">
          <TabBody query={leaderboard} section="leaderboard">
            {(rows) => <Leaderboard rows={rows} userId={userId} />}
          </TabBody>
        </Tabs.Content>
        <Tabs.Content value="challenges" className="mt-6">
          <TabBody query={challenges} section="challenges">
            {(items) => <ChallengeList items={items} />}
          </TabBody>
        </Tabs.Content>
      </Tabs.Root>
    </div>
  );
}

/** A tab's content: its loading state, its failure, or what its query read. */
function TabBody<T>(props: {
  query: UseQueryResult<T>;
  /** The tab's message section, for its texts `achievements.{section}.loading` and `.error`. */
  section: 'list' | 'leaderboard' | 'challenges';
  children: (data: T) => React.ReactNode;
}) {
  const { t } = useTranslation();
  const { query, section } = props;
  if (query.isPending) return <Spinner label={t(`achievements.${section}.loading`)} />;
  if (query.isError) return <StatusNote>{t(`achievements.${section}.error`)}</StatusNote>;
  return props.children(query.data);
}
