import { cloneElement, lazy, Suspense } from 'react';
import type { ConfirmDialogProps } from './ConfirmDialogBody';

// The dialog library comes with the first "are you sure?" a screen can show (an own post, comment or
// itinerary), not with every screen that might: a visitor's feed never downloads it.
const ConfirmDialogBody = lazy(async () => ({
  default: (await import('./ConfirmDialogBody')).ConfirmDialogBody,
}));

/** A small "are you sure?" dialog around a trigger button, for deleting posts, comments and activities. */
export function ConfirmDialog(props: ConfirmDialogProps) {
  // Until the code is in, the trigger shows as it will be, and a click on it is kept as the open state:
  // the dialog opens as soon as it can.
  const waiting = cloneElement(props.trigger, { onClick: () => props.onOpenChange(true) });
  return (
    <Suspense fallback={waiting}>
      <ConfirmDialogBody {...props} />
    </Suspense>
  );
}
