import * as Dialog from '@radix-ui/react-dialog';
import type { ReactElement } from 'react';
import { buttonClass } from './buttons';
import { dialogContentClass, dialogOverlayClass } from './dialog';

export interface ConfirmDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** A button: until the dialog's code is in, a click on it asks for the dialog to open. */
  trigger: ReactElement<{ onClick?: () => void }>;
  title: string;
  text: string;
  confirmLabel: string;
  cancelLabel: string;
  busy?: boolean;
  onConfirm: () => void;
  /** Where the focus goes on closing (call `preventDefault` to move it yourself); the trigger by default. */
  onCloseAutoFocus?: (event: Event) => void;
}

/** The dialog itself, loaded by `ConfirmDialog` with the dialog library. */
export function ConfirmDialogBody(props: ConfirmDialogProps) {
  return (
    <Dialog.Root open={props.open} onOpenChange={props.onOpenChange}>
      <Dialog.Trigger asChild>{props.trigger}</Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className={dialogOverlayClass} />
        <Dialog.Content
          role="alertdialog"
          className={`${dialogContentClass} max-w-sm`}
          onCloseAutoFocus={props.onCloseAutoFocus}
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
