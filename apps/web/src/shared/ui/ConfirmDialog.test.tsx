import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ConfirmDialog } from './ConfirmDialog';

function DeleteButton(props: { onConfirm: () => void; onCloseAutoFocus?: (event: Event) => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        trigger={<button type="button">Delete</button>}
        title="Delete this post?"
        text="It cannot be undone."
        confirmLabel="Delete for good"
        cancelLabel="Cancel"
        onConfirm={props.onConfirm}
        onCloseAutoFocus={props.onCloseAutoFocus}
      />
      <h2 tabIndex={-1}>Feed</h2>
    </>
  );
}

describe('ConfirmDialog', () => {
  afterEach(cleanup);

  it('draws only its button until asked, then opens on the first click once its code is in', async () => {
    const onConfirm = vi.fn();
    render(<DeleteButton onConfirm={onConfirm} />);
    const trigger = screen.getByRole('button', { name: 'Delete' });
    expect(trigger.getAttribute('aria-haspopup')).toBe('dialog');
    expect(trigger.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('alertdialog')).toBeNull();

    fireEvent.click(trigger);
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete this post?' });
    expect(dialog.textContent).toContain('It cannot be undone.');
    fireEvent.click(screen.getByRole('button', { name: 'Delete for good' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });

  it('closes on Cancel and gives the focus back to its button, the same element as before', async () => {
    render(<DeleteButton onConfirm={() => {}} />);
    const trigger = screen.getByRole('button', { name: 'Delete' });
    fireEvent.click(trigger);
    await screen.findByRole('alertdialog');
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(document.activeElement).toBe(trigger);
    expect(trigger.getAttribute('aria-expanded')).toBe('false');

    fireEvent.click(trigger);
    await screen.findByRole('alertdialog');
  });

  it('lets its caller put the focus elsewhere on closing', async () => {
    const elsewhere = (event: Event) => {
      event.preventDefault();
      screen.getByRole('heading', { name: 'Feed' }).focus();
    };
    render(<DeleteButton onConfirm={() => {}} onCloseAutoFocus={elsewhere} />);
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    await screen.findByRole('alertdialog');
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Feed' }));
  });
});
