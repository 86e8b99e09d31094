import { act, cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { closeAuthDialog, openAuthDialog, useAuthDialogReason, useAuthDialogTab } from './auth-dialog-store';

function Probe() {
  const tab = useAuthDialogTab();
  const reason = useAuthDialogReason();
  return <p>{`${tab ?? 'closed'} ${reason ?? 'no reason'}`}</p>;
}

afterEach(() => {
  act(() => closeAuthDialog());
  cleanup();
});

describe('the auth dialog store', () => {
  it('keeps why the dialog was opened while its tabs change, and forgets it when it closes', () => {
    const { container } = render(<Probe />);
    expect(container.textContent).toBe('closed no reason');

    act(() => openAuthDialog('signIn', 'like'));
    expect(container.textContent).toBe('signIn like');
    act(() => openAuthDialog('signUp'));
    expect(container.textContent).toBe('signUp like');

    act(() => closeAuthDialog());
    expect(container.textContent).toBe('closed no reason');
    act(() => openAuthDialog('signIn'));
    expect(container.textContent).toBe('signIn no reason');
  });

  it('does not give a reason to a dialog already opened without one', () => {
    const { container } = render(<Probe />);
    act(() => openAuthDialog('signIn'));
    act(() => openAuthDialog('signIn', 'like'));
    expect(container.textContent).toBe('signIn no reason');
  });
});
