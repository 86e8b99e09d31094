import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  errorBodySchema,
  itinerarySyncResponseSchema,
  tripEndOutOfRangeMessage,
  type Itinerary,
} from '@artvoyage/contract';
import { itineraries } from '../../db/schema';
import { postJson } from '../../testing/auth-helpers';
import { testDatabases } from '../../testing/test-server';
import { itineraryClient, sampleItinerary } from '../../testing/itinerary-client';
import { setUpAccountsSuite } from '../../testing/suite-server';
import { defaultItineraryLimits } from './quotas';
import { ItineraryService } from './service';

/*
 * Managing one's itineraries: rename and date (PATCH), delete and undo (DELETE, POST …/restore).
 * Written as an attacker would try them first: someone else's itinerary, no session, bad names,
 * dates and ids, undoing what can no longer be undone, and renaming while deleting.
 */

/** Three days, so a start date has a trip end to check. */
const threeDays = () =>
  [1, 2, 3].map((day) => ({
    day,
    title: `Day ${day}`,
    activities: [{ time: '09:30', description: `Visit number ${day}`, completed: day === 1 }],
  }));
const itinerary = (id: string, overrides: Partial<Itinerary> = {}): Itinerary =>
  sampleItinerary(id, { linkedArtworkId: 'winged-victory', days: threeDays(), ...overrides });

describe.each(testDatabases)('managing itineraries on %s', (database) => {
  const { server, newAccount: newUser } = setUpAccountsSuite(database);
  const { api, bearer, list, getOne, put } = itineraryClient(server);
  const patch = (token: string, id: string, body: unknown) => postJson(api(`/${id}`), body, token, 'PATCH');
  const remove = async (token: string, id: string) => {
    const response = await fetch(api(`/${id}`), { method: 'DELETE', headers: bearer(token) });
    const text = await response.text();
    return { status: response.status, body: text ? (JSON.parse(text) as unknown) : undefined };
  };
  const restore = async (token: string, id: string) => {
    const response = await fetch(api(`/${id}/restore`), { method: 'POST', headers: bearer(token) });
    return { status: response.status, body: (await response.json()) as unknown };
  };
  const codeOf = (body: unknown) => errorBodySchema.parse(body).error.code;
  const messageOf = (body: unknown) => errorBodySchema.parse(body).error.message;
  /** The stored row, deleted or not, read straight from the database. */
  const row = async (userId: string, id: string) => {
    const [found] = await server.app.database.db
      .select()
      .from(itineraries)
      .where(and(eq(itineraries.userId, userId), eq(itineraries.id, id)));
    return found;
  };
  /** Moves a deletion back in time, as if the restore window had passed. */
  const ageDeletion = (userId: string, id: string, minutes: number) =>
    server.app.database.db
      .update(itineraries)
      .set({ deletedAt: sql`now() - make_interval(mins => ${minutes})` })
      .where(and(eq(itineraries.userId, userId), eq(itineraries.id, id)));

  it("answers 404 to renaming, deleting or restoring another account's itinerary, and changes nothing", async () => {
    const alice = await newUser('alice');
    const mallory = await newUser('mallory');
    const hers = itinerary('itinerary-alice-1');
    const deleted = itinerary('itinerary-alice-deleted');
    await put(alice.token, hers);
    await put(alice.token, deleted);
    expect((await remove(alice.token, deleted.id)).status).toBe(204);

    // The same answer as for an id nobody has: nothing says the itinerary exists.
    const nobody = await patch(mallory.token, 'itinerary-nobody', { name: 'Mine' });
    expect(nobody.status).toBe(404);
    for (const id of [hers.id, deleted.id]) {
      const renamed = await patch(mallory.token, id, { name: 'Mine now' });
      expect(renamed.status, id).toBe(404);
      expect(renamed.body).toEqual(nobody.body);
      const dated = await patch(mallory.token, id, { startDate: '2026-05-14' });
      expect(dated.status, id).toBe(404);
      const removed = await remove(mallory.token, id);
      expect(removed.status, id).toBe(404);
      expect(codeOf(removed.body)).toBe('NOT_FOUND');
      const restored = await restore(mallory.token, id);
      expect(restored.status, id).toBe(404);
      expect(restored.body).toEqual((await restore(mallory.token, 'itinerary-nobody')).body);
    }

    expect(await list(alice.token)).toEqual([hers]);
    expect(await list(mallory.token)).toEqual([]);
    expect((await row(alice.id, deleted.id))?.deletedAt).toBeInstanceOf(Date);
    expect(await row(mallory.id, hers.id)).toBeUndefined();

    // Mallory's own itinerary with the same id is his: renaming it leaves Alice's alone.
    await put(mallory.token, itinerary(hers.id, { name: 'Decoy' }));
    expect((await patch(mallory.token, hers.id, { name: 'Renamed decoy' })).status).toBe(200);
    expect((await remove(mallory.token, hers.id)).status).toBe(204);
    expect(await list(alice.token)).toEqual([hers]);
    // And restoring his tombstone brings back his, not hers.
    expect(await restore(mallory.token, hers.id)).toEqual({
      status: 200,
      body: itinerary(hers.id, { name: 'Renamed decoy' }),
    });
    expect((await restore(mallory.token, deleted.id)).status).toBe(404);
    expect((await getOne(alice.token, deleted.id)).status).toBe(404);
  });

  it('answers 401 without a valid session, before looking at the body or the id', async () => {
    const owner = await newUser('owner');
    const entry = itinerary('itinerary-owned');
    await put(owner.token, entry);
    const attempts: Array<[string, string, unknown]> = [
      ['PATCH', `/${entry.id}`, { name: 'Hijacked' }],
      ['PATCH', `/${entry.id}`, { name: '' }],
      ['PATCH', '/not-an-id', { nonsense: true }],
      ['DELETE', `/${entry.id}`, undefined],
      ['POST', `/${entry.id}/restore`, undefined],
      ['POST', '/not-an-id/restore', undefined],
    ];
    const headers: Array<Record<string, string>> = [
      {},
      { authorization: 'Bearer not-a-jwt' },
      { authorization: `Basic ${owner.token}` },
      { authorization: `Bearer ${owner.token}x` },
    ];
    for (const header of headers) {
      for (const [method, path, body] of attempts) {
        const response = await fetch(api(path), {
          method,
          headers: { ...header, ...(body ? { 'content-type': 'application/json' } : {}) },
          ...(body ? { body: JSON.stringify(body) } : {}),
        });
        expect(response.status, `${method} ${path} ${JSON.stringify(header)}`).toBe(401);
        expect(codeOf(await response.json())).toBe('UNAUTHORIZED');
      }
    }
    expect(await list(owner.token)).toEqual([entry]);
  });

  it('renames with the contract’s name rule: trimmed, 1 to 200 characters, else 400 VALIDATION_FAILED', async () => {
    const { token } = await newUser('rename');
    const entry = itinerary('itinerary-rename');
    await put(token, entry);

    const renamed = await patch(token, entry.id, { name: '  Samothrace in spring  ' });
    expect(renamed).toMatchObject({ status: 200, body: { ...entry, name: 'Samothrace in spring' } });
    const longest = 'é'.repeat(200);
    expect((await patch(token, entry.id, { name: longest })).body).toMatchObject({ name: longest });

    const refused: Array<[string, unknown, RegExp]> = [
      ['empty', { name: '' }, /name: Give the itinerary a name/],
      ['blank', { name: ' \t\n ' }, /name: Give the itinerary a name/],
      ['201 characters', { name: 'x'.repeat(201) }, /name: A name can be up to 200 characters long/],
      ['a megabyte', { name: 'x'.repeat(1024 * 1024) }, /.+/],
      ['not a string', { name: 42 }, /name/],
      ['null name', { name: null }, /name/],
      ['nothing to change', {}, /Give a name, a startDate or both/],
      ['the plan', { name: 'Sneaky', days: [] }, /Unrecognized key: "days"/],
      ['the owner', { name: 'Sneaky', userId: 'someone' }, /Unrecognized key: "userId"/],
      ['the id', { id: 'itinerary-other' }, /Unrecognized key: "id"/],
      ['an array', [{ name: 'x' }], /.+/],
    ];
    for (const [label, body, message] of refused) {
      const response = await patch(token, entry.id, body);
      expect([400, 413], label).toContain(response.status);
      expect(codeOf(response.body), label).toBe(
        response.status === 413 ? 'PAYLOAD_TOO_LARGE' : 'VALIDATION_FAILED',
      );
      expect(messageOf(response.body), label).toMatch(message);
    }
    const notJson = await fetch(api(`/${entry.id}`), {
      method: 'PATCH',
      headers: { ...bearer(token), 'content-type': 'application/json' },
      body: '{"name": ',
    });
    expect(notJson.status).toBe(400);
    expect(codeOf(await notJson.json())).toBe('VALIDATION_FAILED');
    expect(await list(token)).toEqual([{ ...entry, name: longest }]);
  });

  it('dates a trip, checks the dates against its length, and removes them with null', async () => {
    const { token } = await newUser('dates');
    const entry = itinerary('itinerary-dated');
    await put(token, entry);

    const dated = await patch(token, entry.id, { startDate: '2026-05-14' });
    expect(dated).toMatchObject({ status: 200, body: { ...entry, startDate: '2026-05-14' } });
    expect(await getOne(token, entry.id)).toEqual({
      status: 200,
      body: { ...entry, startDate: '2026-05-14' },
    });
    // A rename keeps the dates, and the dates keep the name.
    expect((await patch(token, entry.id, { name: 'Dated' })).body).toEqual({
      ...entry,
      name: 'Dated',
      startDate: '2026-05-14',
    });

    const refused: Array<[unknown, RegExp]> = [
      [{ startDate: '2026-02-30' }, /startDate: Use a calendar date as YYYY-MM-DD/],
      [{ startDate: '14/05/2026' }, /YYYY-MM-DD/],
      [{ startDate: '1999-12-31' }, /between 2000-01-01 and 2099-12-31/],
      [{ startDate: '2100-01-01' }, /between 2000-01-01 and 2099-12-31/],
      // Three days from 30 December 2099 would end in 2100.
      [
        { startDate: '2099-12-30' },
        new RegExp(tripEndOutOfRangeMessage.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')),
      ],
      [{ startDate: 20260514 }, /startDate/],
    ];
    for (const [body, message] of refused) {
      const response = await patch(token, entry.id, body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(codeOf(response.body)).toBe('VALIDATION_FAILED');
      expect(messageOf(response.body)).toMatch(message);
    }
    expect((await patch(token, entry.id, { startDate: '2099-12-29' })).status).toBe(200);

    const undated = await patch(token, entry.id, { startDate: null });
    expect(undated).toMatchObject({ status: 200 });
    expect(undated.body).not.toHaveProperty('startDate');
    expect(await list(token)).toEqual([{ ...entry, name: 'Dated' }]);

    // The dates travel with the itinerary through PUT and sync as well, under the same rule.
    const withDates = itinerary('itinerary-put-dated', { startDate: '2027-01-02' });
    expect(await put(token, withDates)).toMatchObject({ status: 201, body: withDates });
    const late = await postJson(api('/sync'), { put: [{ ...withDates, startDate: '2099-12-31' }] }, token);
    expect(late.status).toBe(400);
    expect(messageOf(late.body)).toMatch(/put\.0\.startDate: The trip would end after 2099-12-31/);
    const synced = await postJson(api('/sync'), { put: [{ ...withDates, startDate: '2027-02-03' }] }, token);
    expect(itinerarySyncResponseSchema.parse(synced.body).itineraries.at(-1)).toEqual({
      ...withDates,
      startDate: '2027-02-03',
    });
  });

  it('answers 400 or 404 to malformed ids on every route, never 5xx', async () => {
    const { token } = await newUser('ids');
    const ids = [
      'not-an-itinerary',
      'itinerary-',
      'itinerary-a%20b',
      "itinerary-1'%20OR%20'1'='1",
      'itinerary-..%2F..%2Fusers',
      `itinerary-${'a'.repeat(91)}`,
      'itinerary-%E0%A4%A',
      '%00',
    ];
    for (const id of ids) {
      const responses = [
        await patch(token, id, { name: 'x' }),
        await remove(token, id),
        await restore(token, id),
      ];
      for (const response of responses) {
        expect([400, 404], id).toContain(response.status);
        expect(['VALIDATION_FAILED', 'NOT_FOUND']).toContain(codeOf(response.body));
      }
    }
    // A well-formed id the account never had: 404 everywhere.
    for (const response of [
      await patch(token, 'itinerary-unknown', { name: 'x' }),
      await remove(token, 'itinerary-unknown'),
      await restore(token, 'itinerary-unknown'),
    ]) {
      expect(response.status).toBe(404);
      expect(codeOf(response.body)).toBe('NOT_FOUND');
    }
  });

  it('restores a deleted itinerary exactly: same id, same content, same place in the list', async () => {
    const { id: userId, token } = await newUser('undo');
    const [first, middle, last] = ['itinerary-u1', 'itinerary-u2', 'itinerary-u3'].map((id) => itinerary(id));
    await put(token, first!);
    await put(token, { ...middle!, startDate: '2026-09-01' });
    await put(token, last!);
    const before = await list(token);

    expect(await remove(token, middle!.id)).toEqual({ status: 204, body: undefined });
    expect((await list(token)).map((entry) => entry.id)).toEqual([first!.id, last!.id]);
    expect((await getOne(token, middle!.id)).status).toBe(404);
    // Renaming a deleted itinerary is refused as for a missing one.
    expect((await patch(token, middle!.id, { name: 'Ghost' })).status).toBe(404);

    // Deleting again is the same success, and does not restart the restore window.
    const deletedAt = (await row(userId, middle!.id))?.deletedAt;
    expect(await remove(token, middle!.id)).toEqual({ status: 204, body: undefined });
    expect((await row(userId, middle!.id))?.deletedAt).toEqual(deletedAt);

    const restored = await restore(token, middle!.id);
    expect(restored).toEqual({ status: 200, body: { ...middle, startDate: '2026-09-01' } });
    expect(await list(token)).toEqual(before);
    // Restoring what is not deleted answers it unchanged.
    expect(await restore(token, middle!.id)).toEqual(restored);
    expect(await list(token)).toEqual(before);

    // A delete sent through sync can be undone the same way.
    const round = await postJson(api('/sync'), { delete: [first!.id] }, token);
    expect(round.status).toBe(200);
    expect((await restore(token, first!.id)).status).toBe(200);
    expect(await list(token)).toEqual(before);
  });

  it('cannot restore once the content was purged: 410 ITINERARY_PURGED, and the tombstone still holds', async () => {
    const { id: userId, token } = await newUser('purge');
    const entry = itinerary('itinerary-purged', { startDate: '2026-06-01' });
    const kept = itinerary('itinerary-kept');
    await put(token, entry);
    await put(token, kept);
    await remove(token, entry.id);
    await remove(token, kept.id);
    // Within the window the tombstone keeps the text; past it the text counts as gone even before the sweep.
    expect(await row(userId, entry.id)).toMatchObject({ name: entry.name, startDate: '2026-06-01' });
    await ageDeletion(userId, entry.id, 11);
    const late = await restore(token, entry.id);
    expect(late.status).toBe(410);
    expect(codeOf(late.body)).toBe('ITINERARY_PURGED');
    expect(messageOf(late.body)).toMatch(/deleted too long ago to be restored/);

    // The sweep lets the text go for the old tombstone only.
    const service = new ItineraryService(server.app.database.db);
    expect(await service.purgeDeletedBefore(service.restoreCutoff())).toBeGreaterThanOrEqual(1);
    expect(await row(userId, entry.id)).toMatchObject({ name: '', days: [], startDate: null });
    expect(await row(userId, kept.id)).toMatchObject({ name: kept.name, days: kept.days });
    expect((await restore(token, entry.id)).status).toBe(410);
    // Deleting it again still succeeds; a stale device cannot add it back; a full put still can.
    expect((await remove(token, entry.id)).status).toBe(204);
    const stale = await postJson(api('/sync'), { add: [entry] }, token);
    expect(itinerarySyncResponseSchema.parse(stale.body).itineraries).toEqual([]);
    expect((await restore(token, kept.id)).status).toBe(200);
    expect(await put(token, entry)).toMatchObject({ status: 201, body: entry });
    expect((await list(token)).map((item) => item.id)).toEqual([entry.id, kept.id]);
  });

  it('keeps the text of only the newest few deletions, so churn cannot pile it up', async () => {
    const { id: userId } = await newUser('churn-text');
    const service = new ItineraryService(server.app.database.db, {
      ...defaultItineraryLimits,
      restorable: 2,
    });
    for (let index = 0; index < 5; index++) {
      await service.put(userId, itinerary(`itinerary-churn-${index}`));
      await service.remove(userId, `itinerary-churn-${index}`);
    }
    const names = await Promise.all(
      [0, 1, 2, 3, 4].map(async (index) => (await row(userId, `itinerary-churn-${index}`))?.name),
    );
    expect(names).toEqual(['', '', '', 'Trip itinerary-churn-3', 'Trip itinerary-churn-4']);
    await expect(service.restore(userId, 'itinerary-churn-2')).rejects.toMatchObject({ statusCode: 410 });
    expect(await service.restore(userId, 'itinerary-churn-4')).toEqual(itinerary('itinerary-churn-4'));
  });

  it('counts a restore towards the itinerary limit', async () => {
    const { id: userId } = await newUser('restore-limit');
    const service = new ItineraryService(server.app.database.db, { ...defaultItineraryLimits, count: 2 });
    for (const id of ['itinerary-l1', 'itinerary-l2']) await service.put(userId, itinerary(id));
    await service.remove(userId, 'itinerary-l1');
    await service.put(userId, itinerary('itinerary-l3'));
    await expect(service.restore(userId, 'itinerary-l1')).rejects.toMatchObject({
      statusCode: 409,
      code: 'ITINERARY_LIMIT',
    });
    await service.remove(userId, 'itinerary-l3');
    expect((await service.restore(userId, 'itinerary-l1')).id).toBe('itinerary-l1');
  });

  it('survives renaming, deleting and restoring one itinerary at once: no 5xx, and a consistent end', async () => {
    const { token } = await newUser('race');
    for (let round = 0; round < 6; round++) {
      const id = `itinerary-race-${round}`;
      await put(token, itinerary(id));
      const names = [0, 1, 2].map((writer) => `Writer ${round}.${writer}`);
      const [deleted, ...renames] = await Promise.all([
        remove(token, id),
        ...names.map((name) => patch(token, id, { name })),
      ]);
      expect(deleted?.status).toBe(204);
      for (const rename of renames) expect([200, 404]).toContain(rename.status);
      // The delete won in the end, whatever the order: the itinerary is gone from the list.
      expect((await getOne(token, id)).status).toBe(404);
      // Undo and delete racing each other end either way, never in an error.
      const [undo, again] = await Promise.all([restore(token, id), remove(token, id)]);
      expect(undo.status).toBe(200);
      expect(again.status).toBe(204);
      const final = await getOne(token, id);
      expect([200, 404]).toContain(final.status);
      if (final.status === 200) {
        expect([`Trip ${id}`, ...names]).toContain((final.body as Itinerary).name);
      }
    }
  });

  it('documents rename and restore in the OpenAPI document', async () => {
    const document = (await (await fetch(`${server.baseUrl}/api/docs/json`)).json()) as {
      paths: Record<string, Record<string, { responses?: Record<string, unknown> }>>;
    };
    expect(Object.keys(document.paths['/api/v1/itineraries/{id}'] ?? {}).sort()).toEqual([
      'delete',
      'get',
      'patch',
      'put',
    ]);
    const restoreDoc = document.paths['/api/v1/itineraries/{id}/restore']?.post;
    expect(Object.keys(restoreDoc?.responses ?? {}).sort()).toEqual([
      '200',
      '400',
      '401',
      '404',
      '409',
      '410',
    ]);
  });
});
