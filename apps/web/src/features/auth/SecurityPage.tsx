import { paths } from '@artvoyage/contract/paths';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ArrowLeft, ShieldCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAuth } from '@/shared/auth/auth-context';
import { RequireSignIn } from '@/shared/auth/RequireSignIn';
import { Spinner } from '@/shared/ui/Spinner';
import { usePageTitle } from '@/shared/ui/usePageTitle';
import { mfaFactorsQueryKey, mfaFactorsQueryOptions } from './api/get-mfa-factors';
import { FactorList } from './FactorList';
import { SecurityCard } from './SecurityCard';
import { SignInDetails } from './SignInDetails';
import { TotpEnrolment } from './TotpEnrolment';

/** /profile/security: two-factor authentication with an authenticator app (TOTP). */
export default function SecurityPage() {
  const { t } = useTranslation();
  const auth = useAuth();
  const queryClient = useQueryClient();
  usePageTitle(t('security.title'));
  const userId = auth.user?.id;
  const factors = useQuery(mfaFactorsQueryOptions(userId, auth.mfa));
  const refresh = () => queryClient.invalidateQueries({ queryKey: mfaFactorsQueryKey });

  if (auth.status === 'loading') {
    return (
      <section className="mx-auto max-w-3xl px-4 py-10">
        <h1 className="sr-only">{t('security.title')}</h1>
        <Spinner label={t('security.loading')} />
      </section>
    );
  }
  const all = factors.data ?? [];
  // An unverified TOTP factor left over from an abandoned set-up is cleaned up by the next set-up.
  const verified = all.filter((factor) => factor.status === 'verified');

  return (
    <RequireSignIn title={t('profile.notLoggedInTitle')} text={t('profile.notLoggedInText')}>
      {(user) => (
        <section className="mx-auto max-w-3xl px-4 py-10">
          <Link
            to={paths.profile.href()}
            className="inline-flex items-center gap-1 text-sm font-medium hover:underline"
          >
            <ArrowLeft aria-hidden className="h-4 w-4" />
            {t('security.back')}
          </Link>
          <h1 className="mt-4 text-4xl font-bold">{t('security.title')}</h1>
          <SecurityCard icon={ShieldCheck} title={t('security.mfaTitle')} text={t('security.mfaText')}>
            <h3 className="mt-6 font-sans text-lg font-semibold">{t('security.factorsTitle')}</h3>
            {factors.isPending ? (
              <Spinner label={t('security.loading')} />
            ) : (
              <FactorList factors={verified} onChanged={refresh} />
            )}
            <div className="mt-6 border-t border-stone-200 pt-6">
              <TotpEnrolment
                staleFactorIds={all
                  .filter((factor) => factor.status !== 'verified')
                  .map((factor) => factor.id)}
                onEnrolled={refresh}
              />
            </div>
          </SecurityCard>
          <SignInDetails email={user.email ?? ''} />
        </section>
      )}
    </RequireSignIn>
  );
}
