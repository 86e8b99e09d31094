import { Branch as OutsideDialogBranch } from '@radix-ui/react-dismissable-layer';
import { X } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { newestVisibleToast } from './toast-queue';
import { dismissToast, useToastQueue, type ToastMessage } from './toast-store';

/** Toasts close by themselves after five seconds on screen (see docs/product/museum.md). */
const toastDurationMs = 5000;

/** An open modal dialog owns Escape: a toast must not take it (see docs/architecture.md, "Toasts"). */
function modalDialogIsOpen(): boolean {
  return (
    document.querySelector('[role="dialog"][data-state="open"], [role="alertdialog"][data-state="open"]') !==
    null
  );
}

export function Toaster() {
  const queue = useToastQueue();
  const { t } = useTranslation();

  useEffect(() => {
    const newest = newestVisibleToast(queue);
    if (!newest) return;
    // Bubbling on the document, after a dialog or menu had its turn: those mark Escape as handled.
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented || modalDialogIsOpen()) return;
      dismissToast(newest.id);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [queue]);

  if (queue.visible.length === 0) return null;
  return (
    // A branch counts as inside any open dialog, so clicking a toast's button does not close the dialog.
    <OutsideDialogBranch asChild>
      <section
        aria-label={t('toast.region')}
        className="pointer-events-none fixed right-0 bottom-0 z-[100] w-full max-w-sm p-4"
      >
        <ol className="flex flex-col gap-2">
          {queue.visible.map((toast) => (
            <ToastCard key={toast.id} toast={toast} closeLabel={t('toast.close')} />
          ))}
        </ol>
      </section>
    </OutsideDialogBranch>
  );
}

function ToastCard({ toast, closeLabel }: { toast: ToastMessage; closeLabel: string }) {
  const held = useHeldWhileAttended();
  useEffect(() => {
    if (held.attended) return;
    // Restarts in full after the pointer or focus leaves: the visitor was still reading.
    const timer = setTimeout(() => dismissToast(toast.id), toastDurationMs);
    return () => clearTimeout(timer);
  }, [held.attended, toast.id]);

  return (
    <li
      data-testid="toast"
      {...held.handlers}
      className={`pointer-events-auto flex w-full items-start gap-3 rounded-lg border p-4 shadow-lg motion-safe:transition-[opacity,translate] motion-safe:duration-200 motion-safe:starting:translate-y-2 motion-safe:starting:opacity-0 ${
        toast.variant === 'destructive'
          ? 'border-red-700 bg-red-700 text-white'
          : 'border-stone-200 bg-white text-ink'
      }`}
    >
      <ToastAnnouncement toast={toast} />
      <div className="min-w-0 flex-1">
        <p className="font-semibold">{toast.title}</p>
        {toast.description && <p className="mt-1 text-sm break-words">{toast.description}</p>}
        {toast.action && (
          <button
            type="button"
            className="mt-3 rounded-md border border-current px-3 py-1.5 text-sm font-semibold hover:bg-black/10"
            onClick={() => {
              toast.action?.run();
              dismissToast(toast.id);
            }}
          >
            {toast.action.label}
          </button>
        )}
      </div>
      <button
        type="button"
        aria-label={closeLabel}
        className="rounded p-1 hover:bg-black/10"
        onClick={() => dismissToast(toast.id)}
      >
        <X aria-hidden className="h-4 w-4" />
      </button>
    </li>
  );
}

/** True while the pointer is over the toast or focus is inside it, so it does not vanish mid-read. */
function useHeldWhileAttended() {
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  return {
    attended: hovered || focused,
    handlers: {
      onPointerEnter: () => setHovered(true),
      onPointerLeave: () => setHovered(false),
      onFocus: () => setFocused(true),
      onBlur: (event: React.FocusEvent) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      },
    },
  };
}

/**
 * Says the toast once, politely, to a screen reader. The live region is its own element at the end of the
 * page, added when the toast appears: an open dialog hides the rest of the page from assistive technology,
 * and a region added after it stays audible. Its text comes a moment after the region, since a region
 * that arrives already filled is often not read.
 */
function ToastAnnouncement({ toast }: { toast: ToastMessage }) {
  const [text, setText] = useState('');
  const spoken = [toast.title, toast.description, toast.action?.altText].filter(Boolean).join('. ');
  const first = useRef(spoken);
  useEffect(() => {
    const timer = setTimeout(() => setText(first.current), 100);
    return () => clearTimeout(timer);
  }, []);
  return createPortal(
    <div role="status" aria-live="polite" aria-atomic="true" className="sr-only">
      {text}
    </div>,
    document.body,
  );
}
