import * as Dialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import { dialogCloseClass } from './dialog';

/** The × in a dialog's top right corner, named for screen readers by `label`; every dialog has the same. */
export function DialogCloseButton({ label, disabled }: { label: string; disabled?: boolean }) {
  return (
    <Dialog.Close aria-label={label} className={dialogCloseClass} disabled={disabled}>
      <X aria-hidden className="h-5 w-5" />
    </Dialog.Close>
  );
}
