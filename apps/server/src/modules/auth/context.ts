import type { Db, Tx } from '../../db/database';
import type { SigningKeys } from './keys';
import type { Mailer, SmsSender } from './mailer';

/** Who is calling, from a verified access token whose session still exists. */
export interface AuthContext {
  userId: string;
  sessionId: string;
  aal: string;
}

/** Where links in e-mails point and what tokens name as their issuer, for one request. */
export interface RequestOrigin {
  origin: string;
}

/** An account just created, as the modules that keep rows per account need it. */
export interface NewAccount {
  id: string;
  fullName: string;
  email: string;
}

/** Writes one module's rows for a new account, inside the transaction that creates it. */
export type NewAccountWriter = (tx: Tx, account: NewAccount) => Promise<void>;

/** What the account services share: storage, keys, outgoing messages, lifetimes and the clock. */
export interface AuthDeps {
  db: Db;
  keys: SigningKeys;
  mailer: Mailer;
  sms: SmsSender;
  jwtExpirySeconds: number;
  mfaChallengeTtlSeconds: number;
  newAccount: readonly NewAccountWriter[];
  now: () => Date;
}
