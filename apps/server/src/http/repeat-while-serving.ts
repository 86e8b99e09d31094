import type { FastifyInstance } from 'fastify';

/**
 * Runs a background job while the server serves: once a while after it is ready, then at a fixed
 * interval. The timers never hold the process open and stop when the server closes; a run that fails
 * is logged as a warning saying `failure`, and the next run tries again.
 */
export function repeatWhileServing(
  app: FastifyInstance,
  job: () => Promise<unknown>,
  timing: { firstAfterMs: number; everyMs: number; failure: string },
): void {
  const run = () => {
    job().catch((error: unknown) => app.log.warn({ err: error }, timing.failure));
  };
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    timer = setTimeout(() => {
      run();
      timer = setInterval(run, timing.everyMs).unref();
    }, timing.firstAfterMs).unref();
  });
  // clearTimeout clears the interval as well.
  app.addHook('onClose', async () => clearTimeout(timer));
}
