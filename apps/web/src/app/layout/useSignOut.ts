import { useTranslation } from 'react-i18next';
import { useAuth } from '@/shared/auth/auth-context';
import { showToast } from '@/shared/ui/toast-store';
import { errorText } from '@/shared/i18n';
import { drainAccountWrites } from '@/shared/sync/account-writes';

/** Signs out from this device; a failure (e.g. offline) is shown as a toast. */
export function useSignOut(): () => Promise<void> {
  const { t } = useTranslation();
  const auth = useAuth();
  return async () => {
    try {
      // Itinerary changes and tour steps not yet sent reach the account first, while the session is
      // still valid: a few seconds at the most.
      await drainAccountWrites();
      await auth.signOut();
    } catch (error) {
      showToast({
        title: t('auth.signOutErrorTitle'),
        description: errorText(error, String(error)),
        variant: 'destructive',
      });
    }
  };
}
