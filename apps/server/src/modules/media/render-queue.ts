import { Limiter } from '../../shared/limiter';

/** Thrown when a render would wait behind too many others: the caller answers 503 instead of queueing. */
export class RenderQueueFullError extends Error {
  constructor() {
    super('Too many images are waiting to be rendered.');
  }
}

/**
 * Runs at most `slots` tasks at once and keeps at most `maxWaiting` waiting, first come first served.
 * Image rendering runs on libuv's thread pool (4 threads by default), which file reads share: without
 * this bound, a burst of renders fills the pool and every static file waits behind it.
 */
export class RenderQueue extends Limiter {
  constructor(
    readonly slots: number,
    readonly maxWaiting: number,
  ) {
    super(slots, { maxWaiting, error: () => new RenderQueueFullError() });
  }
}
