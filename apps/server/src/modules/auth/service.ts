import type { FastifyBaseLogger } from 'fastify';
import type { AuthDeps } from './context';
import { GuessLedger } from './guesses';
import { LinkVerification } from './link-verification';
import { MailDispatch } from './mail-dispatch';
import { Mfa } from './mfa';
import { PasswordSignIn } from './password-sign-in';
import { Reauthentication } from './reauthentication';
import { Recovery } from './recovery';
import { Sessions } from './sessions';
import { SignUps } from './sign-up';
import { UserUpdates } from './user-updates';
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
  private readonly signUps: SignUps;
  private readonly passwordSignIn: PasswordSignIn;
  private readonly userUpdates: UserUpdates;
  private readonly reauthentication: Reauthentication;
  private readonly recovery: Recovery;
  private readonly links: LinkVerification;
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
    this.signUps = new SignUps(deps, this.store, this.mail);
    this.passwordSignIn = new PasswordSignIn(this.store, this.sessions, guesses);
    this.reauthentication = new Reauthentication(deps, this.store, guesses, this.mail);
    this.userUpdates = new UserUpdates(deps, this.store, this.sessions, this.reauthentication, this.mail);
    this.recovery = new Recovery(deps, this.store, this.mail);
    this.links = new LinkVerification(deps, this.sessions, this.mail);
    this.mfa = new Mfa(deps, this.store, this.sessions, guesses);
  }

  getUser = (userId: string) => this.store.json(userId);
  authenticate: Sessions['authenticate'] = (token) => this.sessions.authenticate(token);
  refresh: Sessions['refresh'] = (...args) => this.sessions.refresh(...args);
  logout: Sessions['logout'] = (...args) => this.sessions.logout(...args);
  signUp: SignUps['signUp'] = (input) => this.signUps.signUp(input);
  resend: SignUps['resend'] = (...args) => this.signUps.resend(...args);
  signInWithPassword: PasswordSignIn['signInWithPassword'] = (...args) =>
    this.passwordSignIn.signInWithPassword(...args);
  updateUser: UserUpdates['updateUser'] = (...args) => this.userUpdates.updateUser(...args);
  reauthenticate: Reauthentication['reauthenticate'] = (...args) =>
    this.reauthentication.reauthenticate(...args);
  recover: Recovery['recover'] = (...args) => this.recovery.recover(...args);
  verifyLink: LinkVerification['verifyLink'] = (...args) => this.links.verifyLink(...args);
  enroll: Mfa['enroll'] = (...args) => this.mfa.enroll(...args);
  challenge: Mfa['challenge'] = (...args) => this.mfa.challenge(...args);
  verifyFactor: Mfa['verifyFactor'] = (...args) => this.mfa.verifyFactor(...args);
  unenroll: Mfa['unenroll'] = (...args) => this.mfa.unenroll(...args);
}
