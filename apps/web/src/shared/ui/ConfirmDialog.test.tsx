import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ConfirmDialog } from './ConfirmDialog';

function DeleteButton(props: { onConfirm: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={setOpen}
      trigger={<button type="button">Delete</button>}
      title="Delete this post?"
      text="It cannot be undone."
      confirmLabel="Delete for good"
      cancelLabel="Cancel"
      onConfirm={props.onConfirm}
    />
  );
}

describe('ConfirmDialog', () => {
  afterEach(cleanup);

  it('keeps a click on its trigger made before the dialog code is in, and opens when it is', async () => {
    const onConfirm = vi.fn();
    render(<DeleteButton onConfirm={onConfirm} />);
    // The first render waits for the dialog's code: the trigger alone, not yet Radix's.
    const early = screen.getByRole('button', { name: 'Delete' });
    expect(early.getAttribute('aria-haspopup')).toBeNull();
    fireEvent.click(early);

    const dialog = await screen.findByRole('alertdialog', { name: 'Delete this post?' });
    expect(dialog.textContent).toContain('It cannot be undone.');
    fireEvent.click(screen.getByRole('button', { name: 'Delete for good' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });

  it('opens from its trigger once loaded, and closes on Cancel', async () => {
    render(<DeleteButton onConfirm={() => {}} />);
    const trigger = await screen.findByRole('button', { name: 'Delete', expanded: false });
    fireEvent.click(trigger);
    await screen.findByRole('alertdialog');
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  });
});
