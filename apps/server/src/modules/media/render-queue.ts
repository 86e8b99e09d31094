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
export class RenderQueue {
  #active = 0;
  readonly #waiting: Array<() => void> = [];

  constructor(
    readonly slots: number,
    readonly maxWaiting: number,
  ) {}

  /** Tasks running now. */
  get active(): number {
    return this.#active;
  }

  /** Tasks waiting for a slot. */
  get waiting(): number {
    return this.#waiting.length;
  }

  async run<T>(task: () => Promise<T>): Promise<T> {
    if (this.#active < this.slots) {
      this.#active += 1;
    } else {
      if (this.#waiting.length >= this.maxWaiting) throw new RenderQueueFullError();
      // The finishing task hands its slot over, so #active does not change.
      await new Promise<void>((resolve) => this.#waiting.push(resolve));
    }
    try {
      return await task();
    } finally {
      const next = this.#waiting.shift();
      if (next) next();
      else this.#active -= 1;
    }
  }
}
