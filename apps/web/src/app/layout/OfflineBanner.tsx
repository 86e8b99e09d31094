// Icons by their own path, as everywhere in the app shell (see pwa/UpdatePrompt.tsx).
import CloudOff from 'lucide-react/icons/cloud-off';
import { useTranslation } from 'react-i18next';
import { useConnectivity } from '@/shared/offline/useConnectivity';

/**
 * Shown under the header while the browser is offline or the server cannot be reached: what still
 * works (everything the service worker keeps) and what needs the network. Polite: announced once, never
 * in the way; it goes away by itself when the connection is back.
 */
export function OfflineBanner() {
  const { t } = useTranslation();
  const connectivity = useConnectivity();
  return (
    <div role="status" aria-live="polite">
      {connectivity !== 'online' && (
        <div className="border-b border-amber-300 bg-amber-50 text-amber-950" data-testid="offline-banner">
          <div className="mx-auto flex max-w-7xl gap-3 px-4 py-2 text-[13px] leading-snug sm:py-2.5 sm:text-sm">
            <CloudOff aria-hidden className="mt-0.5 h-4 w-4 shrink-0" />
            <div className="min-w-0">
              <p>
                <strong className="font-semibold">
                  {connectivity === 'offline' ? t('offline.offlineTitle') : t('offline.unreachableTitle')}.
                </strong>{' '}
                {t('offline.works')}
              </p>
              <p className="mt-0.5 text-amber-900">{t('offline.needsNetwork')}</p>
            </div>
          </div>
        </div>
      )}
    </div>
  );
}
