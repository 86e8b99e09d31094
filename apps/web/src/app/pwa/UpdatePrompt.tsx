// The app shell imports each icon by its own path: the package's index would pull every icon that any
// screen uses into the first download (see staticallyReachable in vite.config.ts).
import RefreshCw from 'lucide-react/icons/refresh-cw';
import { useState } from 'react';
import { useExternalStore } from '@/shared/store/use-external-store';
import { useTranslation } from 'react-i18next';
import { applyUpdate, dismissUpdate, updateState } from './update-store';

/** "A new version is available — Reload": a small card at the bottom of the screen, never blocking. */
export function UpdatePrompt() {
  const { t } = useTranslation();
  const { available, dismissed } = useExternalStore(updateState);
  const [reloading, setReloading] = useState(false);
  if (!available || dismissed) return null;
  return (
    <div
      role="status"
      className="fixed inset-x-3 bottom-3 z-50 mx-auto flex max-w-md flex-wrap items-center gap-x-3 gap-y-2 rounded-xl bg-ink px-4 py-3 text-sm text-white shadow-lg ring-1 ring-white/25 sm:right-4 sm:left-auto sm:mx-0"
    >
      <RefreshCw aria-hidden className="h-4 w-4 shrink-0 text-accent" />
      <p className="min-w-0 flex-1 font-medium">{t('update.available')}</p>
      <div className="flex gap-2">
        <button
          type="button"
          className="rounded-full px-3 py-1.5 font-semibold text-stone-200 hover:bg-white/10"
          onClick={dismissUpdate}
        >
          {t('update.later')}
        </button>
        <button
          type="button"
          className="rounded-full bg-accent px-3 py-1.5 font-semibold text-ink hover:bg-white disabled:opacity-60"
          disabled={reloading}
          onClick={() => {
            setReloading(true);
            void applyUpdate();
          }}
        >
          {t('update.reload')}
        </button>
      </div>
    </div>
  );
}
