import { lazy, Suspense, useState } from 'react';
import { useToastQueue } from './toast-store';

// The toaster (and the dialog-layer code it shares with dialogs) is code the first page does without:
// it loads with the first toast and then stays, so later toasts show at once.
const Toaster = lazy(() => import('./Toaster').then((module) => ({ default: module.Toaster })));

export function ToastHost() {
  const queue = useToastQueue();
  const [needed, setNeeded] = useState(false);
  const showing = queue.visible.length > 0;
  if (showing && !needed) setNeeded(true);
  if (!needed && !showing) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}
