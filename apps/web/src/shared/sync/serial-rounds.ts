/**
 * Runs a sync's rounds one at a time. A round asked for while one runs is not started beside it: one
 * more round follows when it ends, however many were asked for meanwhile, so a change made during a
 * round is sent by the next. After `stop`, no round starts (one already running finishes).
 */
export class SerialRounds {
  private running: Promise<void> | null = null;
  private again = false;
  private stopped = false;

  /** `round` must not reject; it handles its own failures. */
  constructor(private readonly round: () => Promise<void>) {}

  get isStopped(): boolean {
    return this.stopped;
  }

  /** Starts a round, or asks for one after the running round; answers when that round has ended. */
  run(): Promise<void> {
    if (this.stopped) return Promise.resolve();
    if (this.running) {
      this.again = true;
      return this.running;
    }
    this.running = this.round().finally(() => {
      this.running = null;
      if (this.again && !this.stopped) {
        this.again = false;
        void this.run();
      }
    });
    return this.running;
  }

  /**
   * Runs a round (or asks for one after the running round) and answers once no round runs and none is
   * asked for: what was pending has gone, and so has what changed meanwhile. Signing out waits on it.
   */
  async drain(): Promise<void> {
    await this.run();
    while (this.running) await this.running;
  }

  stop(): void {
    this.stopped = true;
  }
}
