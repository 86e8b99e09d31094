/** What a limiter does when too many jobs wait: refuse the next with `error()` rather than queue it. */
export interface WaitingBound {
  maxWaiting: number;
  error: () => Error;
}

/**
 * At most `size` jobs at a time; the others wait in arrival order (at most `bound.maxWaiting` of them,
 * when bounded: a job beyond that is refused).
 */
export class Limiter {
  #active = 0;
  readonly #waiting: Array<() => void> = [];

  constructor(
    private readonly size: number,
    private readonly bound?: WaitingBound,
  ) {}

  /** Jobs running now. */
  get active(): number {
    return this.#active;
  }

  /** Jobs waiting for a slot. */
  get waiting(): number {
    return this.#waiting.length;
  }

  async run<T>(job: () => Promise<T>): Promise<T> {
    if (this.#active < this.size) {
      this.#active += 1;
    } else {
      if (this.bound && this.#waiting.length >= this.bound.maxWaiting) throw this.bound.error();
      await new Promise<void>((resolve) => this.#waiting.push(resolve));
    }
    try {
      return await job();
    } finally {
      // The slot passes straight to the next waiter, so #active only drops when nobody waits.
      const next = this.#waiting.shift();
      if (next) next();
      else this.#active -= 1;
    }
  }
}
