import type { FastifyInstance } from 'fastify';

/**
 * Runs a background job while the server serves: once a while after it is ready, then at a fixed
 * interval. The timers never hold the process open and stop when the server closes; the job reports
 * its own failures.
 */
export function repeatWhileServing(
  app: FastifyInstance,
  job: () => void,
  timing: { firstAfterMs: number; everyMs: number },
): void {
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    timer = setTimeout(() => {
      job();
      timer = setInterval(job, timing.everyMs).unref();
    }, timing.firstAfterMs).unref();
  });
  // clearTimeout clears the interval as well.
  app.addHook('onClose', async () => clearTimeout(timer));
}
