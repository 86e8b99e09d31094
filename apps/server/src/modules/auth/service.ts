import type { FastifyBaseLogger } from 'fastify';
import { Accounts } from './accounts';
import type { AuthDeps } from './context';
import { GuessLedger } from './guesses';
import { MailDispatch } from './mail-dispatch';
import { Mfa } from './mfa';
import { Sessions } from './sessions';
import { UserStore } from './users';

export type { AuthContext, RequestOrigin } from './context';
export type { SessionJson, UserJson } from './json';

/** The service's dependencies; the clock defaults to the real one. */
export type AuthServiceOptions = Omit<AuthDeps, 'now'> & {
  now?: () => Date;
  /** Where failed e-mail deliveries are reported (mail is sent after the answer). */
  log?: Pick<FastifyBaseLogger, 'error'>;
};

/**
 * Everything accounts do, without HTTP: one object for the routes (and `app.auth`) over the parts
 * that do the work. Every query on user-owned rows filters by the caller's id.
 */
export class AuthService {
  readonly sessions: Sessions;
  readonly accounts: Accounts;
  readonly mfa: Mfa;
  /** E-mail on its way; closing the server waits for it. */
  readonly mail: MailDispatch;
  private readonly store: UserStore;

  constructor(options: AuthServiceOptions) {
    const deps: AuthDeps = { ...options, now: options.now ?? (() => new Date()) };
    this.store = new UserStore(deps.db);
    const guesses = new GuessLedger(deps.db, deps.now);
    this.mail = new MailDispatch(deps.mailer, options.log);
    this.sessions = new Sessions(deps, this.store);
    this.accounts = new Accounts(deps, this.store, this.sessions, guesses, this.mail);
    this.mfa = new Mfa(deps, this.store, this.sessions, guesses);
  }

  getUser = (userId: string) => this.store.json(userId);
  authenticate: Sessions['authenticate'] = (token) => this.sessions.authenticate(token);
  refresh: Sessions['refresh'] = (...args) => this.sessions.refresh(...args);
  logout: Sessions['logout'] = (...args) => this.sessions.logout(...args);
  signUp: Accounts['signUp'] = (input) => this.accounts.signUp(input);
  signInWithPassword: Accounts['signInWithPassword'] = (...args) => this.accounts.signInWithPassword(...args);
  updateUser: Accounts['updateUser'] = (...args) => this.accounts.updateUser(...args);
  reauthenticate: Accounts['reauthenticate'] = (...args) => this.accounts.reauthenticate(...args);
  recover: Accounts['recover'] = (...args) => this.accounts.recover(...args);
  resend: Accounts['resend'] = (...args) => this.accounts.resend(...args);
  verifyLink: Accounts['verifyLink'] = (...args) => this.accounts.verifyLink(...args);
  enroll: Mfa['enroll'] = (...args) => this.mfa.enroll(...args);
  challenge: Mfa['challenge'] = (...args) => this.mfa.challenge(...args);
  verifyFactor: Mfa['verifyFactor'] = (...args) => this.mfa.verifyFactor(...args);
  unenroll: Mfa['unenroll'] = (...args) => this.mfa.unenroll(...args);
}
