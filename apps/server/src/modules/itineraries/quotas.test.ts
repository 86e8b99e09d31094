import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  errorBodySchema,
  itineraryBytes,
  itinerarySchema,
  itinerarySyncResponseSchema,
  maxItineraryBytes,
  maxItineraryBytesPerAccount,
  type Itinerary,
} from '@artvoyage/contract';
import { itineraries } from '../../db/schema';
import { postJson } from '../../testing/auth-helpers';
import { sampleItinerary } from '../../testing/itinerary-client';
import { testDatabases } from '../../testing/test-server';
import { setUpAccountsSuite } from '../../testing/suite-server';
import { defaultItineraryLimits } from './quotas';
import { ItineraryService } from './service';

/*
 * One account filling the server: itineraries of a megabyte each, hundreds of them, listed back in
 * one answer (806 MB stored, 4.7 GB of memory to list them), and tombstones that kept their text and
 * grew without end. Every refusal is a 4xx naming the limit and leaves what was stored untouched.
 */

/** A valid itinerary of at least `bytes` bytes of JSON (and less than one activity more). */
function sized(id: string, bytes: number): Itinerary {
  const entry = sampleItinerary(id, { days: [] });
  const add = (count: number) => {
    if (count % 50 === 0)
      entry.days.push({ day: entry.days.length + 1, title: `Day ${count}`, activities: [] });
    const activity = { time: '10:00', description: `${count} ${'v'.repeat(490)}`, completed: false };
    entry.days.at(-1)?.activities.push(activity);
    return itineraryBytes(activity) + 1;
  };
  // Counted as it grows (measuring the whole each time is quadratic), then checked exactly.
  let count = 0;
  for (let estimate = itineraryBytes(entry); estimate < bytes - 1024; count++) estimate += add(count);
  while (count === 0 || itineraryBytes(entry) < bytes) add(count++);
  return entry;
}

describe.each(testDatabases)('itinerary quotas on %s', (database) => {
  const { server, newAccount: newUser } = setUpAccountsSuite(database);
  const api = (path: string) => `${server.baseUrl}/api/v1/itineraries${path}`;
  const list = async (token: string) => {
    const response = await fetch(api(''), { headers: { authorization: `Bearer ${token}` } });
    expect(response.status).toBe(200);
    const text = await response.text();
    return { bytes: text.length, entries: itinerarySchema.array().parse(JSON.parse(text)) };
  };

  it(`refuses one itinerary over ${maxItineraryBytes / 1024} KB, by PUT and by sync, storing nothing`, async () => {
    const { token } = await newUser('huge-one');
    // What a PUT could carry before: just under the 1 MB body limit.
    const huge = sized('itinerary-huge', 900 * 1024);
    expect(itineraryBytes(huge)).toBeGreaterThan(maxItineraryBytes);
    const put = await postJson(api(`/${huge.id}`), huge, token, 'PUT');
    expect([400, 413]).toContain(put.status);
    const code = errorBodySchema.parse(put.body).error.code;
    expect(['VALIDATION_FAILED', 'PAYLOAD_TOO_LARGE']).toContain(code);

    const justOver = sized('itinerary-just-over', maxItineraryBytes + 2048);
    expect(itineraryBytes(justOver)).toBeGreaterThan(maxItineraryBytes);
    const viaPut = await postJson(api(`/${justOver.id}`), justOver, token, 'PUT');
    expect(viaPut.status).toBe(400);
    expect(errorBodySchema.parse(viaPut.body).error.message).toMatch(/up to 64 KB/);
    const viaSync = await postJson(api('/sync'), { add: [justOver] }, token);
    expect(viaSync.status).toBe(400);
    expect(errorBodySchema.parse(viaSync.body).error.message).toMatch(/up to 64 KB/);
    expect((await list(token)).entries).toEqual([]);
  });

  it('refuses growth past the account storage limit with 409, keeping what was stored', async () => {
    const { token } = await newUser('hoarder');
    const each = 60 * 1024;
    const fitting = Math.floor((maxItineraryBytesPerAccount * 0.9) / each);
    const stored = Array.from({ length: fitting }, (_, index) =>
      sized(`itinerary-fill-${String(index).padStart(3, '0')}`, each),
    );
    expect(stored.every((entry) => itineraryBytes(entry) <= maxItineraryBytes)).toBe(true);
    for (let start = 0; start < stored.length; start += 30) {
      const round = await postJson(api('/sync'), { add: stored.slice(start, start + 30) }, token);
      expect(round.status).toBe(200);
    }

    // Past the limit: each route refuses, naming the limit, and nothing changes.
    const more = Array.from({ length: 12 }, (_, index) => sized(`itinerary-more-${index}`, each));
    const refused = await postJson(api('/sync'), { delete: ['itinerary-fill-000'], add: more }, token);
    expect(refused.status).toBe(409);
    const error = errorBodySchema.parse(refused.body).error;
    expect(error.code).toBe('ITINERARY_STORAGE_LIMIT');
    expect(error.message).toMatch(/up to 4 MB of itineraries/);
    let putRefused = 0;
    for (const entry of more) {
      const put = await postJson(api(`/${entry.id}`), entry, token, 'PUT');
      expect([201, 409]).toContain(put.status);
      if (put.status === 409) {
        putRefused += 1;
        expect(errorBodySchema.parse(put.body).error.code).toBe('ITINERARY_STORAGE_LIMIT');
      }
    }
    expect(putRefused).toBeGreaterThan(0);

    // The list answer stays within the limit, and everything accepted is still there.
    const after = await list(token);
    expect(after.bytes).toBeLessThanOrEqual(maxItineraryBytesPerAccount);
    expect(after.entries.map((entry) => entry.id).slice(0, fitting)).toEqual(stored.map((entry) => entry.id));

    // At the limit, shrinking and deleting still work, and then there is room again.
    const shrunk = await postJson(
      api('/itinerary-fill-001'),
      sized('itinerary-fill-001', 1024),
      token,
      'PUT',
    );
    expect(shrunk.status).toBe(200);
    const freed = await postJson(
      api('/sync'),
      { delete: stored.slice(2, 8).map((entry) => entry.id) },
      token,
    );
    expect(freed.status).toBe(200);
    const again = await postJson(api('/sync'), { put: [sized('itinerary-again', each)] }, token);
    expect(again.status).toBe(200);
    expect(itinerarySyncResponseSchema.parse(again.body).itineraries.at(-1)?.id).toBe('itinerary-again');
  }, 120_000);

  it('keeps the text of a tombstone only until it is purged, and only the newest tombstones', async () => {
    const { id: userId, token } = await newUser('churn');
    const entry = sized('itinerary-deleted', 20 * 1024);
    expect((await postJson(api(`/${entry.id}`), entry, token, 'PUT')).status).toBe(201);
    const removed = await fetch(api(`/${entry.id}`), {
      method: 'DELETE',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(removed.status).toBe(204);
    const db = server.app.database.db;
    const tombstone = () =>
      db
        .select({ name: itineraries.name, days: itineraries.days, deletedAt: itineraries.deletedAt })
        .from(itineraries)
        .where(and(eq(itineraries.userId, userId), eq(itineraries.id, entry.id)))
        .then((rows) => rows[0]);
    // The text stays for the restore window (manage.test.ts covers undoing), then the sweep lets it go.
    expect(await tombstone()).toMatchObject({ name: entry.name, days: entry.days });
    const sweeper = new ItineraryService(db);
    await sweeper.purgeDeletedBefore(new Date(Date.now() + 1000));
    expect(await tombstone()).toMatchObject({ name: '', days: [] });
    expect((await tombstone())?.deletedAt).toBeInstanceOf(Date);
    // A tombstone still stops a stale device's add, and a put still restores it.
    const stale = await postJson(api('/sync'), { add: [entry] }, token);
    expect(itinerarySyncResponseSchema.parse(stale.body).itineraries).toEqual([]);
    const restored = await postJson(api(`/${entry.id}`), entry, token, 'PUT');
    expect(restored).toMatchObject({ status: 201, body: entry });

    // Create-and-delete churn keeps at most the limit's tombstones (a small one here).
    const service = new ItineraryService(db, { ...defaultItineraryLimits, tombstones: 5 });
    for (let index = 0; index < 12; index++) {
      await service.put(userId, sized(`itinerary-churn-${index}`, 512));
      await service.remove(userId, `itinerary-churn-${index}`);
    }
    const rows = await db
      .select({ id: itineraries.id })
      .from(itineraries)
      .where(eq(itineraries.userId, userId));
    expect(rows.map((row) => row.id).sort()).toEqual([
      'itinerary-churn-10',
      'itinerary-churn-11',
      'itinerary-churn-7',
      'itinerary-churn-8',
      'itinerary-churn-9',
      'itinerary-deleted',
    ]);
  });
});
