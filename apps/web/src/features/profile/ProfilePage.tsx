import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { currentAccessToken } from '@/shared/auth/auth-actions';
import { useAuth } from '@/shared/auth/auth-context';
import { RequireSignIn, SignInPrompt } from '@/shared/auth/RequireSignIn';
import { earnedRewardsQueryOptions } from '@/shared/profile/api/get-earned-rewards';
import { Spinner } from '@/shared/ui/Spinner';
import { usePageTitle } from '@/shared/ui/usePageTitle';
import { EditProfileDialog } from './EditProfileDialog';
import { ProfileHeader } from './ProfileHeader';
import { ProfileTabs } from './ProfileTabs';

export default function ProfilePage() {
  const { t } = useTranslation();
  const auth = useAuth();
  const profile = auth.profile;
  const [editing, setEditing] = useState(false);
  usePageTitle(t('profile.title'));

  // Achievements and badges load in parallel and again whenever the profile changes.
  const rewards = useQuery(earnedRewardsQueryOptions(profile, currentAccessToken));

  if (auth.status === 'loading' || auth.profileLoading) {
    return (
      <section className="mx-auto max-w-5xl px-4 py-10">
        <h1 className="sr-only">{t('profile.title')}</h1>
        <Spinner label={t('profile.loading')} />
      </section>
    );
  }

  const signedOut = { title: t('profile.notLoggedInTitle'), text: t('profile.notLoggedInText') };
  return (
    <RequireSignIn {...signedOut}>
      {() =>
        profile ? (
          <section className="mx-auto max-w-5xl px-4 py-10">
            <ProfileHeader profile={profile} onEdit={() => setEditing(true)} />
            <ProfileTabs
              profile={profile}
              rewards={{
                achievements: rewards.data?.achievements ?? [],
                badges: rewards.data?.badges ?? [],
                loading: rewards.isPending,
              }}
            />
            <EditProfileDialog profile={profile} open={editing} onOpenChange={setEditing} />
          </section>
        ) : (
          // Signed in, but the profile could not be had: the same words, without a sign-in button.
          <SignInPrompt {...signedOut} withButtons={false} />
        )
      }
    </RequireSignIn>
  );
}
