import { describe, expect, it } from 'vitest';
import { generateItinerary, itineraryTemplates } from '@artvoyage/content';
import { errorBodySchema, itinerarySchema, type Itinerary } from '@artvoyage/contract';
import { locationTags } from '@artvoyage/contract/constants';
import { itineraries } from '../../db/schema';
import { postJson } from '../../testing/auth-helpers';
import { testDatabases } from '../../testing/test-server';
import { setUpAccountsSuite } from '../../testing/suite-server';

/** The day maps' data: the places of generated activities travel through the API and back unchanged. */
describe.each(testDatabases)('itinerary activity places on %s', (database) => {
  const { server, newAccount: newUser } = setUpAccountsSuite(database);
  const api = (path: string) => `${server.baseUrl}/api/v1/itineraries${path}`;
  const authorization = (token: string) => ({ authorization: `Bearer ${token}` });
  const getOne = async (token: string, id: string) => {
    const response = await fetch(api(`/${id}`), { headers: authorization(token) });
    return { status: response.status, body: (await response.json()) as unknown };
  };
  const list = async (token: string) => {
    const response = await fetch(api(''), { headers: authorization(token) });
    expect(response.status).toBe(200);
    return itinerarySchema.array().parse(await response.json());
  };
  const put = (token: string, body: unknown, id = (body as Itinerary).id) =>
    postJson(api(`/${id}`), body, token, 'PUT');
  const generated = (tag: (typeof locationTags)[number], index: number): Itinerary =>
    generateItinerary(
      { id: 'mona-lisa', title: 'Mona Lisa', location_tag: tag },
      { now: 1_760_000_000_000 + index, random: () => 0.5 },
    );
  const places = (itinerary: Itinerary) =>
    itinerary.days.map((day) => day.activities.map((activity) => activity.place ?? null));

  it('keeps the places of generated itineraries, saved one by one or by sync', async () => {
    const { token } = await newUser('places');
    const trips = locationTags.map(generated);
    // Every location's plan has places, and the cruise or drive of some days has none.
    for (const trip of trips) {
      expect(places(trip).flat().filter(Boolean).length).toBeGreaterThanOrEqual(10);
    }
    const [first, ...others] = trips;
    const created = await put(token, first);
    expect(created.status).toBe(201);
    expect(created.body).toEqual(first);
    expect(await getOne(token, first!.id)).toEqual({ status: 200, body: first });

    const round = await postJson(api('/sync'), { add: others }, token);
    expect(round.status).toBe(200);
    expect(await list(token)).toEqual(trips);
    const greek = (await list(token)).find((trip) => trip.id === trips[1]!.id);
    // Cape Sounion's temple, to the metre, and the coastal drive to it without a place.
    expect(greek?.days[2]?.activities[3]?.place).toEqual({ lat: 37.6502, lng: 24.0245, kind: 'point' });
    expect(greek?.days[2]?.activities[2]).not.toHaveProperty('place');
    expect(places(greek!)).toEqual(
      itineraryTemplates.Greece.map((day) => day.activities.map((activity) => activity.place)),
    );

    // A rename or new dates leave the places as they were.
    const patched = await postJson(
      api(`/${first!.id}`),
      { name: 'Paris again', startDate: '2027-04-01' },
      token,
      'PATCH',
    );
    expect(patched.status).toBe(200);
    expect(places(itinerarySchema.parse(patched.body))).toEqual(places(first!));
  });

  it('still loads, replaces and syncs an itinerary saved before activities had places', async () => {
    const { id: userId, token } = await newUser('old-row');
    const old = generated('Rome', 10);
    const withoutPlaces = {
      ...old,
      days: old.days.map((day) => ({
        ...day,
        activities: day.activities.map(({ place: _place, ...activity }) => activity),
      })),
    };
    // Written straight into the table, as the server stored it before this change.
    await server.app.database.db.insert(itineraries).values({
      userId,
      id: old.id,
      name: old.name,
      linkedArtworkId: old.linkedArtworkId,
      days: withoutPlaces.days,
    });
    expect(await getOne(token, old.id)).toEqual({ status: 200, body: withoutPlaces });
    expect(await list(token)).toEqual([withoutPlaces]);
    const renamed = await postJson(api(`/${old.id}`), { name: 'Rome, as planned' }, token, 'PATCH');
    expect(renamed.status).toBe(200);
    expect(renamed.body).toEqual({ ...withoutPlaces, name: 'Rome, as planned' });
    // Its owner's device may send it back with places (or still without): both are kept as sent.
    expect((await put(token, { ...old, name: 'Rome, as planned' })).status).toBe(200);
    expect(await list(token)).toEqual([{ ...old, name: 'Rome, as planned' }]);
    const round = await postJson(api('/sync'), { put: [withoutPlaces] }, token);
    expect(round.status).toBe(200);
    expect(round.body).toEqual({ itineraries: [withoutPlaces] });
  });

  it("never shows or changes another account's itinerary and its places", async () => {
    const alice = await newUser('places-alice');
    const bob = await newUser('places-bob');
    const hers = generated('Venice', 20);
    expect((await put(alice.token, hers)).status).toBe(201);

    const peek = await getOne(bob.token, hers.id);
    expect(peek.status).toBe(404);
    expect(errorBodySchema.parse(peek.body).error.code).toBe('NOT_FOUND');
    const rename = await postJson(api(`/${hers.id}`), { name: 'Mine now' }, bob.token, 'PATCH');
    expect(rename.status).toBe(404);
    expect(
      (await fetch(api(`/${hers.id}`), { method: 'DELETE', headers: authorization(bob.token) })).status,
    ).toBe(404);
    // Bob's sync, even naming her id with other places, only ever writes his own account.
    const moved = {
      ...hers,
      days: hers.days.map((day) => ({
        ...day,
        activities: day.activities.map((activity) => ({
          ...activity,
          place: { lat: 0, lng: 0, kind: 'point' as const },
        })),
      })),
    };
    expect((await postJson(api('/sync'), { put: [moved] }, bob.token)).status).toBe(200);
    expect(await getOne(alice.token, hers.id)).toEqual({ status: 200, body: hers });
    expect(await list(alice.token)).toEqual([hers]);
    // Without a session, nothing at all.
    expect((await fetch(api(`/${hers.id}`))).status).toBe(401);
  });

  it('answers 400 VALIDATION_FAILED to invalid or oversized places, never 5xx, and stores nothing', async () => {
    const { token } = await newUser('places-invalid');
    const trip = generated('Florence', 30);
    const withPlace = (place: unknown) => ({
      ...trip,
      days: [
        {
          ...trip.days[0]!,
          activities: [{ ...trip.days[0]!.activities[0]!, place }, ...trip.days[0]!.activities.slice(1)],
        },
      ],
    });
    const cases: [string, unknown][] = [
      ['latitude past the pole', { lat: 90.5, lng: 11.25, kind: 'point' }],
      ['longitude past the antimeridian', { lat: 43.77, lng: 181, kind: 'point' }],
      ['coordinates as text', { lat: '43.77', lng: '11.25', kind: 'point' }],
      ['an unknown kind', { lat: 43.77, lng: 11.25, kind: 'city' }],
      ['no kind', { lat: 43.77, lng: 11.25 }],
      ['an unknown field', { lat: 43.77, lng: 11.25, kind: 'area', label: '<script>' }],
      ['an array', [43.77, 11.25]],
      ['null', null],
      ['a string', 'Florence'],
      ['a deeply nested object', JSON.parse(`${'{"a":'.repeat(500)}1${'}'.repeat(500)}`)],
    ];
    for (const [label, place] of cases) {
      const response = await put(token, withPlace(place));
      expect(response.status, label).toBe(400);
      expect(errorBodySchema.parse(response.body).error.code, label).toBe('VALIDATION_FAILED');
      const round = await postJson(api('/sync'), { add: [withPlace(place)] }, token);
      expect(round.status, `sync: ${label}`).toBe(400);
    }
    // JSON numbers a double cannot hold: 1e400 parses as Infinity, which no latitude range admits.
    const infinite = JSON.stringify(withPlace({ lat: 0, lng: 11.25, kind: 'point' })).replace(
      '"lat":0,',
      '"lat":1e400,',
    );
    const tooLarge = await fetch(api(`/${trip.id}`), {
      method: 'PUT',
      headers: { ...authorization(token), 'content-type': 'application/json' },
      body: infinite,
    });
    expect(tooLarge.status).toBe(400);
    expect(errorBodySchema.parse(await tooLarge.json()).error.code).toBe('VALIDATION_FAILED');
    // The JSON text itself: a number with two hundred thousand digits is refused like any oversized body.
    const huge = JSON.stringify(withPlace({ lat: 0, lng: 0, kind: 'point' })).replace(
      '"lat":0,',
      `"lat":0.${'1'.repeat(200_000)},`,
    );
    const oversized = await fetch(api(`/${trip.id}`), {
      method: 'PUT',
      headers: { ...authorization(token), 'content-type': 'application/json' },
      body: huge,
    });
    expect(oversized.status).toBeGreaterThanOrEqual(400);
    expect(oversized.status).toBeLessThan(500);
    expect(await list(token)).toEqual([]);
  });
});
