import { useState } from 'react';

/**
 * A form's busy flag around one async action at a time: set while the action (and the handling of its
 * failure) runs, cleared after, so the submit button shows its spinner and cannot be pressed twice.
 */
export function useBusyAction() {
  const [busy, setBusy] = useState(false);

  async function run(action: () => Promise<void>, onFailure: (error: unknown) => void | Promise<void>) {
    setBusy(true);
    try {
      await action();
    } catch (error) {
      await onFailure(error);
    } finally {
      setBusy(false);
    }
  }

  return { busy, run };
}
