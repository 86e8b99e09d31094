import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { generate } from 'otplib';
import type { OutboxRecord } from '../modules/auth/mailer';

/** Generous limits for suites that are not about rate limiting. */
export const relaxedRateLimits =
  'signin=10000/60,signup=10000/60,refresh=10000/60,recover=10000/60,resend=10000/60,verify=10000/60,mfa_challenge=10000/60,mfa_verify=10000/60,email_change=10000/60,reauthenticate=10000/60';

/** The newest outbox record sent to an address (e-mail or SMS). */
export async function latestOutbox(
  dataDir: string,
  to: string,
  kind: 'email' | 'sms' = 'email',
  filter: (record: OutboxRecord) => boolean = () => true,
): Promise<OutboxRecord> {
  const dir = join(dataDir, 'outbox');
  // E-mail leaves after the answer: look again for a moment before giving up.
  for (let attempt = 0; attempt < 40; attempt++) {
    const names = (await readdir(dir).catch(() => [] as string[]))
      .filter((name) => name.endsWith('.json'))
      .sort();
    for (const name of names.reverse()) {
      const record = JSON.parse(await readFile(join(dir, name), 'utf8')) as OutboxRecord;
      if (record.to === to && record.kind === kind && filter(record)) return record;
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`no ${kind} to ${to} in the outbox`);
}

/** Every outbox record sent to an address, oldest first. */
export async function allOutbox(dataDir: string, to: string): Promise<OutboxRecord[]> {
  const dir = join(dataDir, 'outbox');
  const names = (await readdir(dir).catch(() => [] as string[]))
    .filter((name) => name.endsWith('.json'))
    .sort();
  const records = await Promise.all(
    names.map(async (name) => JSON.parse(await readFile(join(dir, name), 'utf8')) as OutboxRecord),
  );
  return records.filter((record) => record.to === to);
}

export const uniqueEmail = (label: string) =>
  `${label}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}@example.org`;

export interface SessionBody {
  access_token: string;
  refresh_token: string;
  expires_in: number;
  expires_at: number;
  token_type: string;
  user: { id: string; email: string; factors?: Array<{ id: string; status: string }> };
}

export async function postJson(url: string, body: unknown, token?: string, method = 'POST') {
  const response = await fetch(url, {
    method,
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify(body),
  });
  const text = await response.text();
  return {
    status: response.status,
    headers: response.headers,
    body: text ? (JSON.parse(text) as Record<string, unknown>) : {},
  };
}

export type LinkFinder = (email: string) => Promise<string>;
/** Reads confirmation links from the default outbox of a server's data directory. */
export const outboxLinks =
  (dataDir: string): LinkFinder =>
  async (email) =>
    (await latestOutbox(dataDir, email)).link ?? '';

/** Signs up through the API, opens the e-mailed link and signs in; returns the password session. */
export async function createConfirmedUser(baseUrl: string, findLink: LinkFinder, label = 'user') {
  const email = uniqueEmail(label);
  const password = 'correct horse 42';
  const signup = await postJson(`${baseUrl}/auth/v1/signup`, {
    email,
    password,
    data: { full_name: 'Test User' },
  });
  if (signup.status !== 200) throw new Error(`signup failed: ${JSON.stringify(signup.body)}`);
  const verify = await fetch(await findLink(email), { redirect: 'manual' });
  if (verify.status !== 303) throw new Error(`verify answered ${verify.status}`);
  const signin = await postJson(`${baseUrl}/auth/v1/token?grant_type=password`, { email, password });
  if (signin.status !== 200) throw new Error(`signin failed: ${JSON.stringify(signin.body)}`);
  return { email, password, session: signin.body as unknown as SessionBody };
}

/** A TOTP factor the caller enrolled, not yet verified: its id and the secret its codes come from. */
export interface EnrolledTotp {
  id: string;
  secret: string;
}

/** Enrols a TOTP factor for the caller of `token`. */
export async function enrolTotp(
  baseUrl: string,
  token: string,
  friendlyName?: string,
): Promise<EnrolledTotp> {
  const body = {
    factor_type: 'totp',
    ...(friendlyName === undefined ? {} : { friendly_name: friendlyName }),
  };
  const enrolled = await postJson(`${baseUrl}/auth/v1/factors`, body, token);
  if (enrolled.status !== 200) throw new Error(`enrolment failed: ${JSON.stringify(enrolled.body)}`);
  return { id: String(enrolled.body.id), secret: (enrolled.body.totp as { secret: string }).secret };
}

/** Verifies an enrolled factor with a new challenge and a real code; returns the aal2 session. */
export async function verifyTotp(baseUrl: string, token: string, factor: EnrolledTotp): Promise<SessionBody> {
  const factorUrl = `${baseUrl}/auth/v1/factors/${factor.id}`;
  const challenge = await postJson(`${factorUrl}/challenge`, {}, token);
  const code = await generate({ secret: factor.secret });
  const verified = await postJson(`${factorUrl}/verify`, { challenge_id: challenge.body.id, code }, token);
  if (verified.status !== 200) throw new Error(`verification failed: ${JSON.stringify(verified.body)}`);
  return verified.body as unknown as SessionBody;
}
