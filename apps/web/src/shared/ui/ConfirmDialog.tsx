import { cloneElement, lazy, Suspense, useRef, useState } from 'react';
import type { ConfirmDialogProps } from './ConfirmDialogBody';
import { loadOnIntent } from './load-on-intent';

// The dialog library comes when a visitor is about to ask for the dialog (a pointer over its button, the
// focus on it, or the click), not with every screen that shows a delete button: a list of own posts or
// itineraries paints without it.
const loadBody = () => import('./ConfirmDialogBody');
const ConfirmDialogBody = lazy(async () => ({ default: (await loadBody()).ConfirmDialogBody }));

/** A small "are you sure?" dialog around a trigger button, for deleting posts, comments and activities. */
export function ConfirmDialog(props: ConfirmDialogProps) {
  const triggerRef = useRef<HTMLElement>(null);
  // Mounted from its first opening on, so that closing it returns the focus as a dialog does.
  const [opened, setOpened] = useState(props.open);
  if (props.open && !opened) setOpened(true);
  // The trigger stays the page's own button, the same element before and after the dialog's code is in:
  // a click on it is the open state, which the dialog shows as soon as it can.
  const trigger = cloneElement(props.trigger, {
    ref: triggerRef,
    'aria-haspopup': 'dialog',
    'aria-expanded': props.open,
    ...loadOnIntent(loadBody),
    onClick: () => props.onOpenChange(true),
  });
  return (
    <>
      {trigger}
      {opened && (
        <Suspense fallback={null}>
          <ConfirmDialogBody {...props} returnFocusTo={triggerRef} />
        </Suspense>
      )}
    </>
  );
}
