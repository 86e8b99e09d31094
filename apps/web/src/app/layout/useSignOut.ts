import { useTranslation } from 'react-i18next';
import { useAuth } from '@/shared/auth/auth-context';
import { showToast } from '@/shared/ui/toast-store';

/** Signs out from this device; a failure (e.g. offline) is shown as a toast. */
export function useSignOut(): () => Promise<void> {
  const { t } = useTranslation();
  const auth = useAuth();
  return async () => {
    try {
      await auth.signOut();
    } catch (error) {
      showToast({
        title: t('auth.signOutErrorTitle'),
        description: error instanceof Error ? error.message : String(error),
        variant: 'destructive',
      });
    }
  };
}
