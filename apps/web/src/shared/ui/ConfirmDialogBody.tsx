import * as Dialog from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';
import { buttonClass } from './buttons';
import { dialogContentClass, dialogOverlayClass } from './dialog';

/** A small "are you sure?" dialog around a trigger button, for deleting posts, comments and activities. */
export function ConfirmDialog(props: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  trigger: ReactNode;
  title: string;
  text: string;
  confirmLabel: string;
  cancelLabel: string;
  busy?: boolean;
  onConfirm: () => void;
  /** Where the focus goes on closing (call `preventDefault` to move it yourself); the trigger by default. */
  onCloseAutoFocus?: (event: Event) => void;
}) {
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
