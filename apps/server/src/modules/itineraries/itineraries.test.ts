import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  errorBodySchema,
  itinerarySyncResponseSchema,
  maxItinerariesPerAccount,
  type Itinerary,
  type ItinerarySyncRequest,
} from '@artvoyage/contract';
import { itineraries, users } from '../../db/schema';
import { postJson } from '../../testing/auth-helpers';
import { testDatabases } from '../../testing/test-server';
import { itineraryClient, sampleItinerary as itinerary } from '../../testing/itinerary-client';
import { setUpAccountsSuite } from '../../testing/suite-server';

describe.each(testDatabases)('itineraries API on %s', (database) => {
  const { server, newAccount: newUser } = setUpAccountsSuite(database);
  const { api, bearer: authorization, list, getOne, put } = itineraryClient(server);
  const ids = async (token: string) => (await list(token)).map((entry) => entry.id);
  const remove = (token: string, id: string) =>
    fetch(api(`/${id}`), { method: 'DELETE', headers: authorization(token) });
  const sync = (token: string, body: ItinerarySyncRequest | Record<string, unknown>) =>
    postJson(api('/sync'), body, token);
  const expectError = (body: unknown, code: string, message?: RegExp | string) => {
    const parsed = errorBodySchema.parse(body);
    expect(parsed.error.code).toBe(code);
    if (message !== undefined) expect(parsed.error.message).toMatch(message);
    return parsed.error.message;
  };

  it('creates (201), reads, replaces (200), lists and deletes (204) an itinerary', async () => {
    const { token } = await newUser('crud');
    expect(await list(token)).toEqual([]);

    const trip = itinerary('itinerary-1700000000000-abc');
    const created = await put(token, { ...trip, name: '  Paris in spring  ' });
    expect(created.status).toBe(201);
    // Stored as validated: the name is trimmed, the optional activity type kept where it was given.
    const stored = { ...trip, name: 'Paris in spring' };
    expect(created.body).toEqual(stored);
    expect(await getOne(token, trip.id)).toEqual({ status: 200, body: stored });

    const changed: Itinerary = {
      ...stored,
      name: 'Paris in summer',
      linkedArtworkId: 'winged-victory',
      days: [
        ...stored.days,
        {
          day: 2,
          title: 'Louvre',
          activities: [{ time: '9:00', description: 'Denon wing', completed: false }],
        },
      ],
    };
    const replaced = await put(token, changed);
    expect(replaced.status).toBe(200);
    expect(replaced.body).toEqual(changed);
    expect(await getOne(token, trip.id)).toEqual({ status: 200, body: changed });
    expect(await list(token)).toEqual([changed]);

    const deleted = await remove(token, trip.id);
    expect(deleted.status).toBe(204);
    expect(await deleted.text()).toBe('');
    const missing = await getOne(token, trip.id);
    expect(missing.status).toBe(404);
    expectError(missing.body, 'NOT_FOUND');
    // Deleting again is the same success (the itinerary is deleted either way).
    const again = await remove(token, trip.id);
    expect(again.status).toBe(204);
    expect(await list(token)).toEqual([]);
  });

  it('lists by creation time, then by id for itineraries created together', async () => {
    const { token } = await newUser('order');
    for (const id of ['itinerary-c', 'itinerary-a', 'itinerary-b']) {
      expect((await put(token, itinerary(id))).status).toBe(201);
    }
    // Replacing keeps an itinerary's place.
    expect((await put(token, itinerary('itinerary-c', { name: 'Renamed' }))).status).toBe(200);
    // One sync round is one transaction, so its new rows share created_at and fall back to id order
    // (byte order: upper case before lower case on both databases).
    const round = await sync(token, {
      add: [itinerary('itinerary-z'), itinerary('itinerary-Y')],
      put: [itinerary('itinerary-x')],
    });
    expect(round.status).toBe(200);
    const expected = [
      'itinerary-c',
      'itinerary-a',
      'itinerary-b',
      'itinerary-Y',
      'itinerary-x',
      'itinerary-z',
    ];
    expect(itinerarySyncResponseSchema.parse(round.body).itineraries.map((entry) => entry.id)).toEqual(
      expected,
    );
    expect(await ids(token)).toEqual(expected);
  });

  it('keeps deleted itineraries as tombstones: add does not bring them back, put does', async () => {
    const { token } = await newUser('tombstone');
    const first = itinerary('itinerary-first');
    const second = itinerary('itinerary-second');
    await put(token, first);
    await put(token, second);
    expect((await remove(token, first.id)).status).toBe(204);

    // Another device that still holds the old copy offers it as "only on this device".
    const stale = await sync(token, { add: [{ ...first, name: 'Stale copy' }] });
    expect(stale.status).toBe(200);
    expect(stale.body).toEqual({ itineraries: [second] });
    expect((await getOne(token, first.id)).status).toBe(404);

    // A deliberate change (put) wins over the deletion and restores the itinerary in its old place.
    const restored = await sync(token, { put: [{ ...first, name: 'Edited again' }] });
    expect(restored.status).toBe(200);
    expect(restored.body).toEqual({ itineraries: [{ ...first, name: 'Edited again' }, second] });

    // So does PUT, which answers 201: the itinerary did not exist for the client before.
    expect((await remove(token, second.id)).status).toBe(204);
    const again = await put(token, second);
    expect(again.status).toBe(201);
    expect(await ids(token)).toEqual([first.id, second.id]);

    // Deleting through sync tombstones as well, and unknown ids are ignored.
    const gone = await sync(token, { delete: [second.id, 'itinerary-never-existed'] });
    expect(gone.status).toBe(200);
    expect(gone.body).toEqual({ itineraries: [{ ...first, name: 'Edited again' }] });
    expect((await sync(token, { add: [second] })).body).toEqual({
      itineraries: [{ ...first, name: 'Edited again' }],
    });
  });

  it('applies a sync round as delete, then put, then add, and answers with the whole list', async () => {
    const { token } = await newUser('sync');
    const [a, b, c] = ['itinerary-a', 'itinerary-b', 'itinerary-c'].map((id) => itinerary(id));
    for (const entry of [a, b, c]) await put(token, entry!);

    const bChanged = itinerary('itinerary-b', { name: 'B changed here', linkedArtworkId: 'raft-medusa' });
    const cElsewhere = itinerary('itinerary-c', { name: 'C from another device' });
    const d = itinerary('itinerary-d');
    const e = itinerary('itinerary-e', { linkedArtworkId: 'great-sphinx' });
    const round = await sync(token, {
      delete: ['itinerary-a', 'itinerary-unknown'],
      put: [bChanged, d],
      // c exists: the account's copy is kept; e is new.
      add: [cElsewhere, e],
    });
    expect(round.status).toBe(200);
    const expected = [bChanged, c!, d, e];
    expect(round.body).toEqual({ itineraries: expected });
    expect(await list(token)).toEqual(expected);
    expect((await getOne(token, 'itinerary-a')).status).toBe(404);

    // An empty round (every list defaults to []) only reads.
    const empty = await sync(token, {});
    expect(empty).toMatchObject({ status: 200, body: { itineraries: expected } });
  });

  it('refuses a sync round that names one id twice, and applies none of it', async () => {
    const { token } = await newUser('sync-conflict');
    const kept = itinerary('itinerary-kept');
    await put(token, kept);
    const cases: Array<[ItinerarySyncRequest, RegExp]> = [
      [
        { put: [itinerary('itinerary-new')], delete: ['itinerary-kept'], add: [{ ...kept, name: 'x' }] },
        /itinerary-kept appears in both "delete" and "add"/,
      ],
      [{ put: [{ ...kept, name: 'Changed' }], delete: ['itinerary-kept'] }, /in both "delete" and "put"/],
      [
        { put: [kept], add: [itinerary('itinerary-new'), kept] },
        /itinerary-kept appears in both "put" and "add"/,
      ],
      [
        { add: [itinerary('itinerary-new'), itinerary('itinerary-new')] },
        /itinerary-new appears twice in "add"/,
      ],
      [{ put: [kept, kept] }, /twice in "put"/],
      [{ delete: ['itinerary-kept', 'itinerary-kept'] }, /twice in "delete"/],
    ];
    for (const [body, message] of cases) {
      const response = await sync(token, body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expectError(response.body, 'VALIDATION_FAILED', message);
    }
    expect(await list(token)).toEqual([kept]);
  });

  it("never reads, replaces or deletes another account's itinerary", async () => {
    const alice = await newUser('alice');
    const bob = await newUser('bob');
    const id = 'itinerary-shared-id';
    const hers = itinerary(id, { name: "Alice's trip" });
    expect((await put(alice.token, hers)).status).toBe(201);

    const peek = await getOne(bob.token, id);
    expect(peek.status).toBe(404);
    expectError(peek.body, 'NOT_FOUND');
    expect((await remove(bob.token, id)).status).toBe(404);
    expect(await list(bob.token)).toEqual([]);

    // The same id in Bob's account is his own row: created, not a replacement of Alice's.
    const his = itinerary(id, { name: "Bob's trip", linkedArtworkId: 'psyche-cupid' });
    expect((await put(bob.token, his)).status).toBe(201);
    expect(await getOne(alice.token, id)).toEqual({ status: 200, body: hers });
    expect(await getOne(bob.token, id)).toEqual({ status: 200, body: his });

    // Deleting and syncing in Bob's account leave Alice's untouched.
    expect((await sync(bob.token, { delete: [id] })).body).toEqual({ itineraries: [] });
    expect(await list(alice.token)).toEqual([hers]);
    expect((await sync(bob.token, { put: [his], add: [itinerary('itinerary-bob-only')] })).status).toBe(200);
    expect(await list(alice.token)).toEqual([hers]);
    expect(await ids(bob.token)).toEqual([id, 'itinerary-bob-only']);

    // Exactly one row per account in the table.
    const rows = await server.app.database.db.select().from(itineraries).where(eq(itineraries.id, id));
    expect(rows.map((row) => row.userId).sort()).toEqual([alice.id, bob.id].sort());
  });

  it('answers 400 VALIDATION_FAILED for malformed requests, never 5xx', async () => {
    const { token } = await newUser('malformed');
    const good = itinerary('itinerary-good');
    const withoutDays: Record<string, unknown> = { ...good };
    delete withoutDays.days;
    const badTime = itinerary('itinerary-good', {
      days: [
        { day: 1, title: 'Day', activities: [{ time: '9.30', description: 'Coffee', completed: false }] },
      ],
    });
    const cases: Array<[string, unknown, RegExp]> = [
      ['missing days', withoutDays, /days/],
      ['bad time', badTime, /days\.0\.activities\.0\.time: Use HH:MM format/],
      ['unknown artwork', { ...good, linkedArtworkId: 'the-scream' }, /linkedArtworkId: Unknown artwork/],
      ['too long name', { ...good, name: 'x'.repeat(201) }, /name/],
      ['no days at all', { ...good, days: [] }, /days/],
      ['wrong type', { ...good, days: 'tomorrow' }, /days/],
      ['id mismatch', itinerary('itinerary-other'), /does not match the id in the path/],
    ];
    for (const [label, body, message] of cases) {
      const response = await put(token, body, good.id);
      expect(response.status, label).toBe(400);
      expectError(response.body, 'VALIDATION_FAILED', message);
    }

    const badPathId = await put(token, itinerary('not-an-itinerary'));
    expect(badPathId.status).toBe(400);
    expectError(badPathId.body, 'VALIDATION_FAILED', /Itinerary ids look like/);
    // The longest id the contract allows (100 characters) fits in a path; one more is refused, in the
    // path by the router (Fastify's maxParamLength is 100) and in a body by the schema.
    const longest = `itinerary-${'a'.repeat(90)}`;
    expect(longest).toHaveLength(100);
    expect((await put(token, itinerary(longest))).status).toBe(201);
    expect((await remove(token, longest)).status).toBe(204);
    const longPathId = await getOne(token, `${longest}b`);
    expect(longPathId.status).toBe(400);
    expectError(longPathId.body, 'VALIDATION_FAILED', /max param length/);
    const badEncoding = await getOne(token, 'itinerary-%E0%A4%A');
    expect(badEncoding.status).toBe(400);
    expectError(badEncoding.body, 'VALIDATION_FAILED');
    const longBodyId = await sync(token, { delete: [`${longest}b`] });
    expect(longBodyId.status).toBe(400);
    expectError(longBodyId.body, 'VALIDATION_FAILED', /delete\.0/);

    const invalidJson = await fetch(api(`/${good.id}`), {
      method: 'PUT',
      headers: { ...authorization(token), 'content-type': 'application/json' },
      body: '{"id": "itinerary-good", ',
    });
    expect(invalidJson.status).toBe(400);
    expectError(await invalidJson.json(), 'VALIDATION_FAILED', /not valid JSON/);
    const noBody = await fetch(api(`/${good.id}`), {
      method: 'PUT',
      headers: { ...authorization(token), 'content-type': 'application/json' },
    });
    expect(noBody.status).toBe(400);
    expectError(await noBody.json(), 'VALIDATION_FAILED');

    // A sync round with one bad itinerary is refused as a whole.
    const badRound = await sync(token, { add: [good, { ...good, id: 'itinerary-bad', days: [] }] });
    expect(badRound.status).toBe(400);
    expectError(badRound.body, 'VALIDATION_FAILED', /add\.1\.days/);
    const badDelete = await sync(token, { delete: ['DROP TABLE itineraries'] });
    expect(badDelete.status).toBe(400);
    expectError(badDelete.body, 'VALIDATION_FAILED', /delete\.0/);
    const notAnObject = await sync(token, ['itinerary-good'] as unknown as Record<string, unknown>);
    expect(notAnObject.status).toBe(400);
    expectError(notAnObject.body, 'VALIDATION_FAILED');
    expect(await list(token)).toEqual([]);

    // A client that sends a JSON content type with no body on DELETE is understood.
    await put(token, good);
    const deleteWithHeader = await fetch(api(`/${good.id}`), {
      method: 'DELETE',
      headers: { ...authorization(token), 'content-type': 'application/json' },
    });
    expect(deleteWithHeader.status).toBe(204);
  });

  it('answers 401 in the API error shape without a valid bearer token, before reading the body', async () => {
    const { token } = await newUser('anonymous');
    await put(token, itinerary('itinerary-mine'));
    const anonymous: Array<[string, string, unknown]> = [
      ['GET', '', undefined],
      ['GET', '/itinerary-mine', undefined],
      ['PUT', '/itinerary-mine', itinerary('itinerary-mine', { name: 'Hijacked' })],
      ['DELETE', '/itinerary-mine', undefined],
      ['POST', '/sync', { delete: ['itinerary-mine'] }],
      // Even a malformed body gets the 401, not a validation message.
      ['PUT', '/itinerary-mine', { nonsense: true }],
    ];
    const attempts: Array<Record<string, string>> = [
      {},
      { authorization: 'Bearer not-a-jwt' },
      { authorization: `Basic ${token}` },
    ];
    for (const headers of attempts) {
      for (const [method, path, body] of anonymous) {
        const response = await fetch(api(path), {
          method,
          headers: { ...headers, ...(body ? { 'content-type': 'application/json' } : {}) },
          ...(body ? { body: JSON.stringify(body) } : {}),
        });
        expect(response.status, `${method} ${path}`).toBe(401);
        expectError(await response.json(), 'UNAUTHORIZED');
      }
    }
    expect(await list(token)).toEqual([itinerary('itinerary-mine')]);
  });

  it('answers 401 to writes from a token whose account was deleted', async () => {
    const gone = await newUser('deleted');
    await server.app.database.db.delete(users).where(eq(users.id, gone.id));
    const response = await put(gone.token, itinerary('itinerary-orphan'));
    expect(response.status).toBe(401);
    // Deleting the account deleted its sessions too.
    expectError(response.body, 'SESSION_REVOKED', /session has ended/);
    expect((await sync(gone.token, { add: [itinerary('itinerary-orphan')] })).status).toBe(401);
  });

  it(`keeps at most ${maxItinerariesPerAccount} itineraries per account; past it 409 with nothing applied`, async () => {
    const { id: userId, token } = await newUser('limit');
    const other = await newUser('limit-other');
    const db = server.app.database.db;
    const fill = (count: number) =>
      Array.from({ length: count }, (_, index) => {
        const entry = itinerary(`itinerary-fill-${String(index).padStart(3, '0')}`);
        return {
          userId,
          id: entry.id,
          name: entry.name,
          linkedArtworkId: entry.linkedArtworkId,
          days: entry.days,
        };
      });
    await db.insert(itineraries).values(fill(maxItinerariesPerAccount - 1));
    // A tombstone does not count towards the limit.
    await db.insert(itineraries).values({ ...fill(1)[0]!, id: 'itinerary-tombstone', deletedAt: new Date() });

    expect((await put(token, itinerary('itinerary-last'))).status).toBe(201);
    expect(await list(token)).toHaveLength(maxItinerariesPerAccount);

    const limitError = {
      error: { code: 'ITINERARY_LIMIT', message: 'An account can keep up to 500 itineraries.' },
    };
    const tooMany = await put(token, itinerary('itinerary-one-too-many'));
    expect(tooMany).toMatchObject({ status: 409, body: limitError });
    // Restoring a tombstone is growth too.
    expect((await put(token, itinerary('itinerary-tombstone'))).status).toBe(409);
    // Replacing one at the limit is fine.
    expect((await put(token, itinerary('itinerary-last', { name: 'Renamed' }))).status).toBe(200);

    // All or nothing: the delete and the put of this round are rolled back with the refused adds.
    const refused = await sync(token, {
      delete: ['itinerary-fill-000'],
      put: [itinerary('itinerary-last', { name: 'Not applied' })],
      add: [itinerary('itinerary-new-1'), itinerary('itinerary-new-2')],
    });
    expect(refused).toMatchObject({ status: 409, body: limitError });
    const after = await list(token);
    expect(after).toHaveLength(maxItinerariesPerAccount);
    expect(after.find((entry) => entry.id === 'itinerary-fill-000')).toBeDefined();
    expect(after.find((entry) => entry.id === 'itinerary-last')?.name).toBe('Renamed');
    expect(after.find((entry) => entry.id.startsWith('itinerary-new'))).toBeUndefined();

    // Making room in the same round is allowed; an add of a known id does not count.
    const swapped = await sync(token, {
      delete: ['itinerary-fill-000'],
      add: [itinerary('itinerary-new-1'), itinerary('itinerary-fill-001')],
    });
    expect(swapped.status).toBe(200);
    const swappedList = itinerarySyncResponseSchema.parse(swapped.body).itineraries;
    expect(swappedList).toHaveLength(maxItinerariesPerAccount);
    expect(swappedList.at(-1)?.id).toBe('itinerary-new-1');

    // The limit is per account.
    expect((await put(other.token, itinerary('itinerary-one-too-many'))).status).toBe(201);
  });

  it('survives concurrent writers of one id without a 5xx', async () => {
    const { token } = await newUser('concurrent');
    const id = 'itinerary-contended';
    const names = Array.from({ length: 12 }, (_, index) => `Writer ${index}`);
    const responses = await Promise.all(names.map((name) => put(token, itinerary(id, { name }))));
    const statuses = responses.map((response) => response.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(statuses.filter((status) => status === 200)).toHaveLength(names.length - 1);
    const final = await getOne(token, id);
    expect(final.status).toBe(200);
    expect(names).toContain((final.body as Itinerary).name);

    // Concurrent sync rounds over the same ids, mixing put, add and delete.
    const rounds = await Promise.all(
      names.map((name, index) =>
        sync(
          token,
          index % 3 === 0
            ? { put: [itinerary(id, { name }), itinerary('itinerary-other', { name })] }
            : index % 3 === 1
              ? { add: [itinerary('itinerary-other', { name })] }
              : { delete: [id], add: [itinerary('itinerary-third')] },
        ),
      ),
    );
    for (const round of rounds) expect(round.status).toBe(200);
    const ids = (await list(token)).map((entry) => entry.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toContain('itinerary-other');
    expect(ids).toContain('itinerary-third');
  });

  it('accepts sync rounds above the default 1 MB body limit', async () => {
    const { token } = await newUser('large');
    const longDay = (day: number) => ({
      day,
      title: `Day ${day}`,
      activities: Array.from({ length: 4 }, (_, index) => ({
        time: `${8 + index}:00`,
        description: `${'Long description of a visit. '.repeat(15)}#${index}`,
        completed: false,
      })),
    });
    // Each under the 64 KB an itinerary may hold, together over 1 MB.
    const big = Array.from({ length: 24 }, (_, index) =>
      itinerary(`itinerary-big-${String(index).padStart(2, '0')}`, {
        days: Array.from({ length: 30 }, (_, day) => longDay(day + 1)),
      }),
    );
    const body = { add: big };
    expect(JSON.stringify(body).length).toBeGreaterThan(1024 * 1024);
    const round = await sync(token, body);
    expect(round.status).toBe(200);
    expect(itinerarySyncResponseSchema.parse(round.body).itineraries).toEqual(big);
  });

  it('documents the routes in the OpenAPI document', async () => {
    const document = (await (await fetch(`${server.baseUrl}/api/docs/json`)).json()) as {
      paths: Record<string, Record<string, unknown>>;
    };
    expect(Object.keys(document.paths['/api/v1/itineraries/{id}'] ?? {}).sort()).toEqual([
      'delete',
      'get',
      'patch',
      'put',
    ]);
    expect(Object.keys(document.paths['/api/v1/itineraries/{id}/restore'] ?? {})).toEqual(['post']);
    expect(Object.keys(document.paths['/api/v1/itineraries/sync'] ?? {})).toEqual(['post']);
    expect(Object.keys(document.paths['/api/v1/itineraries'] ?? {})).toEqual(['get']);
  });
});
