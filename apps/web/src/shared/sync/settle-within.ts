/**
 * Waits for `work` to end, or `timeoutMs` at the most, whichever comes first; never rejects. Signing out
 * waits so for the account's writes on their way: long enough for a slow answer, never for ever.
 */
export async function settleWithin(work: Promise<unknown>, timeoutMs: number): Promise<void> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  await Promise.race([
    work.catch(() => undefined),
    new Promise<void>((resolve) => {
      timer = setTimeout(resolve, timeoutMs);
    }),
  ]);
  clearTimeout(timer);
}
