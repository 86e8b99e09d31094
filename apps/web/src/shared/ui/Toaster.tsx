import * as Toast from '@radix-ui/react-toast';
import { X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { dismissToast, useCurrentToast } from './toast-store';

/** Toasts close by themselves after five seconds (see docs/product/museum.md). */
const toastDurationMs = 5000;

export function Toaster() {
  const toast = useCurrentToast();
  const { t } = useTranslation();
  return (
    <Toast.Provider duration={toastDurationMs} swipeDirection="right">
      {toast && (
        <Toast.Root
          key={toast.id}
          open
          onOpenChange={(open) => {
            if (!open) dismissToast(toast.id);
          }}
          className={`pointer-events-auto flex w-full items-start gap-3 rounded-lg border p-4 shadow-lg ${
            toast.variant === 'destructive'
              ? 'border-red-700 bg-red-700 text-white'
              : 'border-stone-200 bg-white text-ink'
          }`}
        >
          <div className="min-w-0 flex-1">
            <Toast.Title className="font-semibold">{toast.title}</Toast.Title>
            {toast.description && (
              <Toast.Description className="mt-1 text-sm break-words">{toast.description}</Toast.Description>
            )}
            {toast.action && (
              <Toast.Action
                altText={toast.action.altText}
                className="mt-3 rounded-md border border-current px-3 py-1.5 text-sm font-semibold hover:bg-black/10"
                onClick={toast.action.run}
              >
                {toast.action.label}
              </Toast.Action>
            )}
          </div>
          <Toast.Close aria-label={t('toast.close')} className="rounded p-1 hover:bg-black/10">
            <X aria-hidden className="h-4 w-4" />
          </Toast.Close>
        </Toast.Root>
      )}
      <Toast.Viewport className="pointer-events-none fixed right-0 bottom-0 z-[100] m-0 flex w-full max-w-sm list-none flex-col gap-2 p-4 outline-none" />
    </Toast.Provider>
  );
}
