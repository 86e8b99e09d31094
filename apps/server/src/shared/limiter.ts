/** At most `size` jobs at a time; the others wait in arrival order. */
export class Limiter {
  #active = 0;
  readonly #waiting: Array<() => void> = [];

  constructor(private readonly size: number) {}

  async run<T>(job: () => Promise<T>): Promise<T> {
    if (this.#active >= this.size) await new Promise<void>((resolve) => this.#waiting.push(resolve));
    else this.#active += 1;
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
