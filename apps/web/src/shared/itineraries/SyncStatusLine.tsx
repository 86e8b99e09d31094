import { Cloud, CloudOff, HardDrive, Loader2, TriangleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useSyncStatus } from './sync-status';

/** One line saying where the itineraries are kept: this device only, or also the account. */
export function SyncStatusLine() {
  const { t } = useTranslation();
  const status = useSyncStatus();
  const [Icon, text, tone] =
    status.state === 'idle'
      ? [HardDrive, t('itineraries.syncDeviceOnly'), 'text-stone-600']
      : status.state === 'syncing'
        ? [Loader2, t('itineraries.syncSaving'), 'text-stone-600']
        : status.state === 'synced'
          ? [Cloud, t('itineraries.syncSaved'), 'text-emerald-800']
          : status.state === 'offline'
            ? [CloudOff, t('itineraries.syncOffline'), 'text-amber-800']
            : [TriangleAlert, t('itineraries.syncFailed', { message: status.message }), 'text-red-800'];
  return (
    <p role="status" data-testid="sync-status" className={`mt-2 flex items-center gap-2 text-sm ${tone}`}>
      <Icon aria-hidden className={`h-4 w-4 shrink-0 ${status.state === 'syncing' ? 'animate-spin' : ''}`} />
      {text}
    </p>
  );
}
