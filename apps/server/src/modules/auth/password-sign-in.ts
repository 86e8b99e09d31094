import type { RequestOrigin } from './context';
import { timingDummyHash, verifyPassword } from './crypto';
import { authErrors } from './errors';
import { guessSubject, type GuessLedger } from './guesses';
import type { SessionJson } from './json';
import type { Sessions } from './sessions';
import type { UserStore } from './users';

/** Signing in with an e-mail address and a password. */
export class PasswordSignIn {
  constructor(
    private readonly store: UserStore,
    private readonly sessions: Sessions,
    private readonly guesses: GuessLedger,
  ) {}

  async signInWithPassword(email: string, password: string, origin: RequestOrigin): Promise<SessionJson> {
    const guess = await this.guesses.spend('password', guessSubject.password(email));
    const user = await this.store.findByEmail(email);
    // Unknown e-mail and wrong password cost one argon2 verification each and answer the same.
    const ok = await verifyPassword(user?.encryptedPassword ?? (await timingDummyHash()), password);
    if (!user || !ok) throw authErrors.invalidCredentials();
    await guess.forgive();
    if (!user.emailConfirmedAt) throw authErrors.emailNotConfirmed();
    return this.sessions.start(user.id, 'password', origin);
  }
}
