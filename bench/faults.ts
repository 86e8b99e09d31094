// `npm run bench:faults`: kill -9 durability of the BUILT server (run `npm run build` first).
// Starts apps/server/dist/main.js, streams writes (posts, post edits, likes, itinerary creates and
// edits) from several users at once, SIGKILLs the server mid-stream, restarts it on the same data
// and checks that every write it acknowledged (2xx) is there and nothing is half-written. Mid-stream, a
// second server is started on the same data directory: it must be refused at once. Several
// rounds on one data directory, on PGlite and, with TEST_DATABASE_URL, on PostgreSQL.
// e2e/tests/durability.spec.ts runs one short round of each after CI's build.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import pg from 'pg';

export const repoRoot = resolve(import.meta.dirname, '..');
export const serverEntry = join(repoRoot, 'apps/server/dist/main.js');

export async function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolvePort(address.port) : reject()));
    });
  });
}

export interface Target {
  dataDir: string;
  /** PostgreSQL; PGlite under dataDir/db when unset. */
  databaseUrl?: string | undefined;
}

export interface RunningServer {
  baseUrl: string;
  child: ChildProcess;
  /** What the server wrote to stderr (warnings and errors), for failure messages. */
  stderr(): string;
  exited: Promise<void>;
  kill(signal: NodeJS.Signals): Promise<void>;
}

// Servers still running when this process exits (a test runner's timeout) are not left behind.
const live = new Set<ChildProcess>();
process.once('exit', () => {
  for (const child of live) child.kill('SIGKILL');
});

/** Spawns the built server on a free port, without waiting for it. */
async function spawnServer(target: Target, env: Record<string, string>): Promise<RunningServer> {
  const port = await freePort();
  const child = spawn(process.execPath, [serverEntry], {
    cwd: repoRoot,
    env: {
      ...process.env,
      // A test runner's loader hooks (Playwright, tsx) are not for the server.
      NODE_OPTIONS: '',
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: target.dataDir,
      DATABASE_URL: target.databaseUrl ?? '',
      REDIS_URL: '',
      LOG_LEVEL: 'warn',
      // Sign-ups and sign-ins after every restart must not meet the auth rate limits.
      AUTH_RATE_LIMITS: 'signin=10000/60,signup=10000/60,verify=10000/60',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  live.add(child);
  child.once('exit', () => live.delete(child));
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr = (stderr + chunk.toString('utf8')).slice(-20_000)));
  const exited = new Promise<void>((resolveExit) => child.once('exit', () => resolveExit()));
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    child,
    stderr: () => stderr,
    exited,
    kill: async (signal) => {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      await exited;
    },
  };
}

const healthStatus = (server: RunningServer) =>
  fetch(`${server.baseUrl}/api/v1/health`).then(
    (r) => r.status,
    () => 0,
  );

/** Spawns the built server on a free port and waits until /api/v1/health answers 200. */
export async function startBuiltServer(
  target: Target,
  env: Record<string, string> = {},
): Promise<RunningServer> {
  const server = await spawnServer(target, env);
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (server.child.exitCode !== null)
      throw new Error(`server exited with ${server.child.exitCode}: ${server.stderr()}`);
    if (Date.now() > deadline) {
      await server.kill('SIGKILL');
      throw new Error(`server not healthy within 60 s: ${server.stderr()}`);
    }
    if ((await healthStatus(server)) === 200) return server;
    await new Promise((r) => setTimeout(r, 100));
  }
}

export interface SecondStart {
  /** Null when it did not exit by itself (it started serving, or hung). */
  exitCode: number | null;
  /** What it printed to stderr. */
  message: string;
  ms: number;
}

/**
 * Starts a second built server on a data directory a running one holds, as an operator might by
 * mistake. It must exit at once, non-zero, with a message; one that answers /api/v1/health instead is
 * killed with SIGKILL (so that it cannot close the shared database cleanly either).
 */
export async function startSecondServer(
  target: Target,
  env: Record<string, string> = {},
): Promise<SecondStart> {
  const started = performance.now();
  const server = await spawnServer(target, env);
  const deadline = Date.now() + 30_000;
  let stillRunning = true;
  void server.exited.then(() => (stillRunning = false));
  while (stillRunning && Date.now() < deadline && (await healthStatus(server)) !== 200) {
    await new Promise((r) => setTimeout(r, 50));
  }
  const exitCode = stillRunning ? null : server.child.exitCode;
  const ms = performance.now() - started;
  await server.kill('SIGKILL');
  return { exitCode, message: server.stderr().trim(), ms };
}
/** A fresh PostgreSQL database next to TEST_DATABASE_URL's, and how to drop it. */
export async function createDatabase(adminUrl: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `artvoyage_faults_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}

interface Answer {
  status: number;
  body: unknown;
}

async function call(
  baseUrl: string,
  method: string,
  path: string,
  token?: string,
  body?: unknown,
): Promise<Answer> {
  const response = await fetch(`${baseUrl}${path}`, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await response.text();
  return { status: response.status, body: text ? (JSON.parse(text) as unknown) : null };
}

const password = 'correct horse 42';

/** Signs up and confirms (through the e-mail outbox under dataDir) one user per label. */
async function signUpUsers(
  baseUrl: string,
  dataDir: string,
  runId: string,
  count: number,
): Promise<string[]> {
  const emails = Array.from({ length: count }, (_, i) => `faults-${runId}-${i}@example.org`);
  for (const email of emails) {
    const signup = await call(baseUrl, 'POST', '/auth/v1/signup', undefined, { email, password });
    if (signup.status !== 200)
      throw new Error(`signup answered ${signup.status}: ${JSON.stringify(signup.body)}`);
  }
  const outbox = join(dataDir, 'outbox');
  for (const email of emails) {
    let link: string | undefined;
    // E-mail leaves after the answer: look again for a moment.
    for (let attempt = 0; attempt < 50 && !link; attempt++) {
      if (attempt) await new Promise((resolve) => setTimeout(resolve, 100));
      for (const name of (await readdir(outbox).catch(() => [] as string[])).filter((n) =>
        n.endsWith('.json'),
      )) {
        const record = JSON.parse(await readFile(join(outbox, name), 'utf8')) as {
          to: string;
          link?: string;
        };
        if (record.to === email) link = record.link;
      }
    }
    if (!link) throw new Error(`no confirmation e-mail to ${email}`);
    const verify = await fetch(link, { redirect: 'manual' });
    if (verify.status !== 303) throw new Error(`confirmation link answered ${verify.status}`);
  }
  return emails;
}

async function signIn(baseUrl: string, email: string): Promise<string> {
  const answer = await call(baseUrl, 'POST', '/auth/v1/token?grant_type=password', undefined, {
    email,
    password,
  });
  if (answer.status !== 200)
    throw new Error(`sign-in answered ${answer.status}: ${JSON.stringify(answer.body)}`);
  return (answer.body as { access_token: string }).access_token;
}

/**
 * What the client knows of one value: the last one the server acknowledged, and those sent whose
 * answer never came (the kill cut them off), which may or may not have been applied.
 */
interface Known<T> {
  acked: T | undefined;
  inFlight: T[];
}

interface Model {
  runId: string;
  emails: string[];
  /** Post id -> title version. */
  posts: Map<string, Known<number>>;
  /** Post id -> its key (`u{author}-p{n}`, also in its title) and author. */
  postInfo: Map<string, { key: string; author: number }>;
  /** Titles of posts whose creation was cut off (their id never came back). */
  postCreatesInFlight: Set<string>;
  /** `${user}|${postId}` -> liked. */
  likes: Map<string, Known<boolean>>;
  /** `${user}|${itineraryId}` -> version (see itineraryAt). */
  itineraries: Map<string, Known<number>>;
  nextId: number;
}

export function newModel(runId: string): Model {
  return {
    runId,
    emails: [],
    posts: new Map(),
    postInfo: new Map(),
    postCreatesInFlight: new Set(),
    likes: new Map(),
    itineraries: new Map(),
    nextId: 0,
  };
}

/** Version v of an itinerary has 1 to 4 days, every day and activity marked with v: a torn write shows. */
function itineraryAt(id: string, version: number) {
  return {
    id,
    name: `v${version}`,
    linkedArtworkId: 'mona-lisa',
    days: Array.from({ length: (version % 4) + 1 }, (_, d) => ({
      day: d + 1,
      title: `v${version} day ${d + 1}`,
      activities: [{ time: '09:30', description: `v${version} visit`, completed: false }],
    })),
  };
}

const postTitle = (runId: string, key: string, version: number) => `faults ${runId} ${key} v${version}`;

/** Records a write as in flight, then as acknowledged on a 2xx; a refusal (4xx/5xx) applied nothing. */
async function tracked<T>(known: Known<T>, value: T, send: () => Promise<Answer>): Promise<Answer> {
  known.inFlight.push(value);
  const answer = await send(); // a network error (the kill) leaves the value in flight
  known.inFlight.splice(known.inFlight.indexOf(value), 1);
  if (answer.status >= 200 && answer.status < 300) known.acked = value;
  return answer;
}

function known<T>(map: Map<string, Known<T>>, key: string): Known<T> {
  let entry = map.get(key);
  if (!entry) map.set(key, (entry = { acked: undefined, inFlight: [] }));
  return entry;
}

/** One user's stream of writes, one at a time, until the server stops answering. */
async function writer(
  baseUrl: string,
  model: Model,
  user: number,
  token: string,
  counter: { acked: number },
) {
  const pick = <T>(list: T[]): T | undefined => list[Math.floor(Math.random() * list.length)];
  const ok = (answer: Answer) => {
    if (answer.status < 200 || answer.status >= 300) {
      throw new Error(`write refused with ${answer.status}: ${JSON.stringify(answer.body)}`);
    }
    counter.acked += 1;
  };
  for (;;) {
    const roll = Math.random();
    const postIds = [...model.posts].filter(([, k]) => k.acked !== undefined).map(([id]) => id);
    const mine = [...model.itineraries.keys()].filter((key) => key.startsWith(`${user}|`));
    if (roll < 0.25 || postIds.length === 0) {
      const key = `u${user}-p${model.nextId++}`;
      const title = postTitle(model.runId, key, 0);
      model.postCreatesInFlight.add(title);
      const answer = await call(baseUrl, 'POST', '/api/v1/posts', token, { title, content: 'kill -9 test' });
      model.postCreatesInFlight.delete(title);
      ok(answer);
      const id = (answer.body as { id: string }).id;
      model.posts.set(id, { acked: 0, inFlight: [] });
      model.postInfo.set(id, { key, author: user });
    } else if (roll < 0.4) {
      // Only the author may edit.
      const id = pick(postIds.filter((pid) => model.postInfo.get(pid)?.author === user));
      if (id === undefined) continue;
      const k = known(model.posts, id);
      const version = (k.acked ?? 0) + 1;
      const title = postTitle(model.runId, model.postInfo.get(id)?.key ?? '', version);
      ok(await tracked(k, version, () => call(baseUrl, 'PATCH', `/api/v1/posts/${id}`, token, { title })));
    } else if (roll < 0.75) {
      const id = pick(postIds) as string;
      const k = known(model.likes, `${user}|${id}`);
      const liked = !(k.acked ?? false);
      ok(
        await tracked(k, liked, () =>
          call(baseUrl, liked ? 'PUT' : 'DELETE', `/api/v1/posts/${id}/like`, token),
        ),
      );
    } else {
      const existing = Math.random() < 0.6 ? pick(mine) : undefined;
      const key = existing ?? `${user}|itinerary-${model.runId}-${model.nextId++}`;
      const id = key.slice(key.indexOf('|') + 1);
      const k = known(model.itineraries, key);
      const version = (k.acked ?? -1) + 1;
      ok(
        await tracked(k, version, () =>
          call(baseUrl, 'PUT', `/api/v1/itineraries/${id}`, token, itineraryAt(id, version)),
        ),
      );
    }
  }
}

interface SeenPost {
  id: string;
  title: string;
  likes_count: number;
  liked: boolean[];
}

/** Everything the server holds for this run, read through the API as each user. */
async function observe(baseUrl: string, model: Model, tokens: string[]) {
  const posts = new Map<string, SeenPost>();
  const prefix = `faults ${model.runId} `;
  for (const [user, token] of tokens.entries()) {
    let cursor: string | null = null;
    do {
      const query: string = cursor ? `&cursor=${encodeURIComponent(cursor)}` : '';
      const page = await call(baseUrl, 'GET', `/api/v1/posts?limit=50${query}`, token);
      if (page.status !== 200) throw new Error(`feed answered ${page.status}`);
      const body = page.body as {
        posts: Array<{ id: string; title: string; likes_count: number; liked_by_user: boolean }>;
        nextCursor: string | null;
      };
      for (const post of body.posts.filter((p) => p.title.startsWith(prefix))) {
        const seen = posts.get(post.id) ?? { ...post, liked: tokens.map(() => false) };
        seen.liked[user] = post.liked_by_user;
        posts.set(post.id, seen);
      }
      cursor = body.nextCursor;
    } while (cursor);
  }
  const itineraries = new Map<string, ReturnType<typeof itineraryAt>>();
  for (const [user, token] of tokens.entries()) {
    const list = await call(baseUrl, 'GET', '/api/v1/itineraries', token);
    if (list.status !== 200) throw new Error(`itineraries answered ${list.status}`);
    for (const itinerary of list.body as Array<ReturnType<typeof itineraryAt>>) {
      if (itinerary.id.startsWith(`itinerary-${model.runId}-`))
        itineraries.set(`${user}|${itinerary.id}`, itinerary);
    }
  }
  return { posts, itineraries };
}

const allowed = <T>(k: Known<T> | undefined, fallback: T): T[] => [
  k?.acked ?? fallback,
  ...(k?.inFlight ?? []),
];

/**
 * Compares what the server holds with what it acknowledged: each acknowledged value (or one cut off
 * in flight) is there, each post's likes count equals its likes, each itinerary is one whole version.
 * Then makes what was seen the model's truth for the next round.
 */
function check(
  model: Model,
  seen: Awaited<ReturnType<typeof observe>>,
): { problems: string[]; appliedInFlight: number } {
  const problems: string[] = [];
  // Cut-off writes the server had committed: evidence the kill landed mid-write.
  let appliedInFlight = 0;
  const cutOff = <T>(k: Known<T> | undefined, value: T) => k?.inFlight.includes(value) && value !== k.acked;
  const prefix = `faults ${model.runId} `;
  for (const [id, k] of model.posts) {
    const post = seen.posts.get(id);
    if (!post) {
      problems.push(`acknowledged post ${id} is missing`);
      continue;
    }
    const version = Number(/ v(\d+)$/.exec(post.title)?.[1]);
    if (!allowed(k, 0).includes(version)) {
      problems.push(`post ${id} has title version ${version}, acknowledged ${k.acked}`);
    }
    if (cutOff(k, version)) appliedInFlight += 1;
  }
  for (const [id, post] of seen.posts) {
    if (!model.posts.has(id)) {
      const title = post.title.replace(/ v\d+$/, ' v0');
      if (model.postCreatesInFlight.has(title)) appliedInFlight += 1;
      else problems.push(`post ${id} ("${post.title}") was never written`);
      const key = post.title.slice(prefix.length).replace(/ v\d+$/, '');
      model.postInfo.set(id, { key, author: Number(/^u(\d+)-/.exec(key)?.[1]) });
      model.posts.set(id, { acked: 0, inFlight: [] });
    }
    const likes = post.liked.filter(Boolean).length;
    if (post.likes_count !== likes) {
      problems.push(`post ${id} counts ${post.likes_count} likes but has ${likes}`);
    }
    for (const [user, liked] of post.liked.entries()) {
      const k = model.likes.get(`${user}|${id}`);
      if (!allowed(k, false).includes(liked)) {
        problems.push(`like of user ${user} on post ${id} is ${liked}, acknowledged ${k?.acked}`);
      }
      if (cutOff(k, liked) && liked !== (k?.acked ?? false)) appliedInFlight += 1;
      known(model.likes, `${user}|${id}`).acked = liked;
      known(model.likes, `${user}|${id}`).inFlight = [];
    }
    known(model.posts, id).acked = Number(/ v(\d+)$/.exec(post.title)?.[1]);
    known(model.posts, id).inFlight = [];
  }
  for (const [key, k] of model.itineraries) {
    const itinerary = seen.itineraries.get(key);
    if (!itinerary) {
      if (k.acked !== undefined) problems.push(`acknowledged itinerary ${key} is missing`);
      if (k.acked === undefined) model.itineraries.delete(key);
      continue;
    }
    const version = Number(itinerary.name.slice(1));
    if (!allowed(k, -1).includes(version))
      problems.push(`itinerary ${key} is at v${version}, acknowledged v${k.acked}`);
    if (cutOff(k, version)) appliedInFlight += 1;
    const whole = itineraryAt(itinerary.id, version);
    if (JSON.stringify(itinerary.days) !== JSON.stringify(whole.days)) {
      problems.push(`itinerary ${key} is not a whole version: ${JSON.stringify(itinerary.days)}`);
    }
    k.acked = version;
    k.inFlight = [];
  }
  model.postCreatesInFlight.clear();
  return { problems, appliedInFlight };
}

export interface RoundResult {
  /** Writes acknowledged before the kill. */
  acked: number;
  /** Writes cut off by the kill (outcome unknown, either is accepted). */
  inFlight: number;
  /** Of those, the ones the server had applied (committed, but never answered). */
  appliedInFlight: number;
  /** Milliseconds from the first write to the kill. */
  streamMs: number;
  restartMs: number;
  /** The second server started on the same data directory mid-stream, when asked for. */
  secondStart: SecondStart | undefined;
  problems: string[];
}

/**
 * One round: (re)starts the server on the target, signs the users in (signing them up on the first
 * round), streams writes from each until `killAfter` are acknowledged, SIGKILLs the server, restarts
 * it and checks. `model` carries what the server holds from round to round on the same target.
 * With `secondStartAfter`, a second server is started on the same target once that many writes are
 * acknowledged; it must be refused, and the writes go on until the kill.
 */
export async function crashRound(
  target: Target,
  model: Model,
  options: { users?: number; killAfter: number; secondStartAfter?: number; env?: Record<string, string> },
): Promise<RoundResult> {
  const users = options.users ?? 3;
  const server = await startBuiltServer(target, options.env);
  let restarted: RunningServer | undefined;
  try {
    if (model.emails.length === 0)
      model.emails = await signUpUsers(server.baseUrl, target.dataDir, model.runId, users);
    const tokens = await Promise.all(model.emails.map((email) => signIn(server.baseUrl, email)));
    const counter = { acked: 0 };
    const started = performance.now();
    const stopped = Promise.all(
      tokens.map((token, user) =>
        writer(server.baseUrl, model, user, token, counter).then(
          () => undefined,
          (error: unknown) => error as Error,
        ),
      ),
    );
    let writing = true;
    void stopped.then(() => (writing = false));
    let secondStart: SecondStart | undefined;
    let secondStarting: Promise<SecondStart> | undefined;
    for (;;) {
      if (server.child.exitCode !== null) throw new Error(`server died: ${server.stderr()}`);
      if (!writing) {
        const errors = (await stopped).map((e) => e?.message);
        throw new Error(`every writer stopped before the kill: ${errors.join('; ')}\n${server.stderr()}`);
      }
      if (
        options.secondStartAfter !== undefined &&
        !secondStarting &&
        counter.acked >= options.secondStartAfter
      ) {
        secondStarting = startSecondServer(target, options.env);
        void secondStarting.then((result) => (secondStart = result));
      }
      // The kill waits for the second start's outcome, so the writes acknowledged after it are checked too.
      const secondDone = options.secondStartAfter === undefined || secondStart !== undefined;
      if (counter.acked >= options.killAfter && secondDone) break;
      await new Promise((r) => setTimeout(r, 2));
    }
    await server.kill('SIGKILL');
    const streamMs = performance.now() - started;
    const errors = await stopped;
    // Every writer must have stopped because the server went away, not because a write was refused.
    const refused = errors.filter(
      (e) =>
        e && !/fetch failed|ECONNRESET|socket|other side closed/i.test(`${e.message} ${String(e.cause)}`),
    );
    const inFlight =
      model.postCreatesInFlight.size +
      [...model.posts.values(), ...model.likes.values(), ...model.itineraries.values()].reduce(
        (sum, k) => sum + k.inFlight.length,
        0,
      );
    const restartStarted = performance.now();
    restarted = await startBuiltServer(target, options.env);
    const restartMs = performance.now() - restartStarted;
    const baseUrl = restarted.baseUrl;
    const tokensAfter = await Promise.all(model.emails.map((email) => signIn(baseUrl, email)));
    const checked = check(model, await observe(baseUrl, model, tokensAfter));
    const problems = [
      ...refused.map((e) => `a write failed before the kill: ${e?.message}`),
      ...checked.problems,
    ];
    if (secondStart && (!secondStart.exitCode || !secondStart.message.includes(target.dataDir))) {
      problems.push(
        `a second server on the same data directory was not refused (exit code ${secondStart.exitCode}): ${secondStart.message}`,
      );
    }
    return {
      acked: counter.acked,
      inFlight,
      appliedInFlight: checked.appliedInFlight,
      streamMs,
      restartMs,
      secondStart,
      problems,
    };
  } finally {
    await server.kill('SIGKILL');
    await restarted?.kill('SIGTERM');
  }
}

/** Rounds on one target and data directory; prints each and answers whether all held. */
async function runTarget(label: string, target: Target, rounds: number): Promise<boolean> {
  const model = newModel(Math.random().toString(36).slice(2, 8));
  let good = true;
  for (let round = 1; round <= rounds; round += 1) {
    // A varied point of the stream, so the kill lands in different writes.
    const killAfter = 20 + Math.floor(Math.random() * 180);
    const result = await crashRound(target, model, {
      killAfter,
      secondStartAfter: Math.floor(killAfter / 3),
    });
    const rate = (result.acked / result.streamMs) * 1000;
    console.log(
      `${label} round ${round}: ${result.acked} writes acknowledged (${rate.toFixed(0)}/s), ` +
        `${result.inFlight} cut off by kill -9 (${result.appliedInFlight} of them applied); restart ${(result.restartMs / 1000).toFixed(1)} s; ` +
        `second start refused in ${((result.secondStart?.ms ?? 0) / 1000).toFixed(1)} s; ` +
        (result.problems.length === 0 ? 'all acknowledged writes there, none torn' : 'PROBLEMS:'),
    );
    for (const problem of result.problems) console.log(`  - ${problem}`);
    good &&= result.problems.length === 0;
  }
  return good;
}

async function main(): Promise<void> {
  if (!existsSync(serverEntry)) throw new Error('No server build found: run `npm run build` first.');
  const rounds = Number(process.env.FAULT_ROUNDS ?? 5);
  let good = true;
  const dataDir = await mkdtemp(join(tmpdir(), 'artvoyage-faults-'));
  try {
    good = (await runTarget('PGlite', { dataDir }, rounds)) && good;
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (adminUrl) {
    const database = await createDatabase(adminUrl);
    const pgDataDir = await mkdtemp(join(tmpdir(), 'artvoyage-faults-'));
    try {
      good =
        (await runTarget('PostgreSQL', { dataDir: pgDataDir, databaseUrl: database.url }, rounds)) && good;
    } finally {
      await database.drop();
      await rm(pgDataDir, { recursive: true, force: true });
    }
  } else {
    console.log(
      'PostgreSQL: skipped (set TEST_DATABASE_URL, e.g. postgres://postgres@127.0.0.1:5432/postgres)',
    );
  }
  if (!good) process.exitCode = 1;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  });
}
