import { lazy, Suspense, useState } from 'react';
import { useCurrentToast } from './toast-store';

// Radix's toast is a few kilobytes the first page does without: it loads with the first toast and
// then stays, so later toasts show at once.
const Toaster = lazy(() => import('./Toaster').then((module) => ({ default: module.Toaster })));

export function ToastHost() {
  const toast = useCurrentToast();
  const [needed, setNeeded] = useState(false);
  if (toast && !needed) setNeeded(true);
  if (!needed && !toast) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}
