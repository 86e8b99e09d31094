import * as Dialog from '@radix-ui/react-dialog';
import type { ReactElement, RefObject } from 'react';
import { buttonClass } from './buttons';
import { dialogContentClass, dialogOverlayClass } from './dialog';

export interface ConfirmDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The button that opens the dialog (drawn by `ConfirmDialog`, which handles its click). */
  trigger: ReactElement<TriggerProps>;
  title: string;
  text: string;
  confirmLabel: string;
  cancelLabel: string;
  busy?: boolean;
  onConfirm: () => void;
  /** Where the focus goes on closing (call `preventDefault` to move it yourself); the trigger by default. */
  onCloseAutoFocus?: (event: Event) => void;
}

/** What `ConfirmDialog` sets on its trigger. */
interface TriggerProps {
  ref?: RefObject<HTMLElement | null>;
  'aria-haspopup'?: 'dialog';
  'aria-expanded'?: boolean;
  onPointerEnter?: () => void;
  onFocus?: () => void;
  onClick?: () => void;
}

/**
 * The dialog itself, loaded by `ConfirmDialog` with the dialog library. Its trigger is the page's own
 * button, outside the dialog: on closing, the focus goes back to it (`returnFocusTo`) unless
 * `onCloseAutoFocus` moves it elsewhere.
 */
export function ConfirmDialogBody(
  props: ConfirmDialogProps & { returnFocusTo: RefObject<HTMLElement | null> },
) {
  const closed = (event: Event) => {
    props.onCloseAutoFocus?.(event);
    if (event.defaultPrevented) return;
    event.preventDefault();
    props.returnFocusTo.current?.focus();
  };
  return (
    <Dialog.Root open={props.open} onOpenChange={props.onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className={dialogOverlayClass} />
        <Dialog.Content
          role="alertdialog"
          className={`${dialogContentClass} max-w-sm`}
          onCloseAutoFocus={closed}
        >
          <Dialog.Title className="text-lg font-bold">{props.title}</Dialog.Title>
          <Dialog.Description className="mt-2 text-sm break-words text-stone-600">
            {props.text}
          </Dialog.Description>
          <div className="mt-5 flex justify-end gap-2">
            <Dialog.Close className={buttonClass.outline}>{props.cancelLabel}</Dialog.Close>
            <button
              type="button"
              className={`${buttonClass.primary} bg-red-700 hover:bg-red-800`}
              disabled={props.busy}
              aria-busy={props.busy}
              onClick={props.onConfirm}
            >
              {props.confirmLabel}
            </button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
