import type { FastifyBaseLogger } from 'fastify';
import type { MailMessage, Mailer } from './mailer';

/**
 * Sends e-mail without making the request wait for it. Routes that must answer alike for known and
 * unknown addresses would otherwise take as long as the mail server when there is someone to write
 * to; a failed delivery is logged (the visitor can ask again), and closing waits for what is in flight.
 */
export class MailDispatch {
  private readonly inFlight = new Set<Promise<void>>();

  constructor(
    private readonly mailer: Mailer,
    private readonly log: Pick<FastifyBaseLogger, 'error'> | undefined,
  ) {}

  send(message: MailMessage): void {
    const delivery = this.mailer
      .send(message)
      .catch((error: unknown) => this.log?.error({ err: error, subject: message.subject }, 'e-mail not sent'))
      .finally(() => this.inFlight.delete(delivery));
    this.inFlight.add(delivery);
  }

  /** Resolves once every message handed over so far has been delivered or has failed. */
  async settled(): Promise<void> {
    await Promise.all([...this.inFlight]);
  }
}

/** Runs `work` and answers no sooner than `ms` after it began, success or failure alike. */
export async function answerNoSoonerThan<T>(ms: number, work: () => Promise<T>): Promise<T> {
  const started = performance.now();
  try {
    return await work();
  } finally {
    const left = ms - (performance.now() - started);
    if (left > 0) await new Promise((resolve) => setTimeout(resolve, left));
  }
}
