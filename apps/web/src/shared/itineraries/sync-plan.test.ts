import type { Itinerary } from '@artvoyage/contract';
import { describe, expect, it } from 'vitest';
import { applySync, forgetAccount, planSync, type SyncRules } from './sync-plan';
import { emptySyncState, type SyncState, withChange } from './sync-state';
import { makeItinerary } from './test-fixtures';

const SAMPLE_NAME = 'Seeded sample';
const rules: SyncRules = {
  isUntouchedSample: (itinerary) => itinerary.name === SAMPLE_NAME && itinerary.days.length === 2,
  isSampleCopy: (itinerary) => itinerary.name === SAMPLE_NAME,
  isSendable: (itinerary) => itinerary.name !== 'Not sendable',
};

const item = (id: string, name = `Trip ${id}`): Itinerary => makeItinerary({ id: `itinerary-${id}`, name });
const ids = (list: Itinerary[]) => list.map((itinerary) => itinerary.id);
const state = (overrides: Partial<SyncState>): SyncState => ({ ...emptySyncState(), ...overrides });

describe('planSync', () => {
  it('offers everything on a device that never synced, except the untouched sample', () => {
    const local = [item('a'), item('sample', SAMPLE_NAME), item('b')];
    const plan = planSync(local, emptySyncState(), 'user-1', rules);
    expect(ids(plan.request.add)).toEqual(['itinerary-a', 'itinerary-b']);
    expect(plan.request.put).toEqual([]);
    expect(plan.request.delete).toEqual([]);
    expect(plan.state.userId).toBe('user-1');
  });

  it('puts changed itineraries, deletes removed synced ones and skips unchanged synced ones', () => {
    const current = withChange(
      state({ userId: 'u', synced: ['itinerary-a', 'itinerary-b', 'itinerary-gone'] }),
      { stored: ['itinerary-b'], removed: ['itinerary-gone', 'itinerary-never-synced'] },
    );
    const plan = planSync([item('a'), item('b'), item('new')], current, 'u', rules);
    expect(ids(plan.request.put)).toEqual(['itinerary-b']);
    expect(ids(plan.request.add)).toEqual(['itinerary-new']);
    // An itinerary created and deleted between two syncs never reached the account.
    expect(plan.request.delete).toEqual(['itinerary-gone']);
    expect(plan.covered).toEqual({ 'itinerary-b': 1, 'itinerary-gone': 2, 'itinerary-never-synced': 3 });
    expect(plan.sent).toEqual(['itinerary-b', 'itinerary-new']);
  });

  it('sends an edited sample, and keeps invalid itineraries on the device', () => {
    const current = withChange(state({ userId: 'u' }), { stored: ['itinerary-sample'], removed: [] });
    const plan = planSync([item('sample', SAMPLE_NAME), item('bad', 'Not sendable')], current, 'u', rules);
    expect(ids(plan.request.put)).toEqual(['itinerary-sample']);
    expect(plan.unsendable).toEqual(['itinerary-bad']);
  });

  it("neither offers nor deletes the previous account's itineraries when another account signs in", () => {
    const previous = withChange(state({ userId: 'alice', synced: ['itinerary-a1', 'itinerary-a2'] }), {
      stored: ['itinerary-a2'],
      removed: ['itinerary-a3'],
    });
    const plan = planSync([item('a1'), item('a2'), item('visitor')], previous, 'bob', rules);
    // a2 has unsent changes: it is device data now, offered to Bob; a1 is Alice's and stays hers.
    expect(ids(plan.request.add)).toEqual(['itinerary-a2', 'itinerary-visitor']);
    expect(plan.request.put).toEqual([]);
    expect(plan.request.delete).toEqual([]);
    expect(plan.foreign).toEqual(['itinerary-a1']);
    expect(plan.state).toMatchObject({ userId: 'bob', synced: [], pending: {} });
  });
});

describe('applySync', () => {
  it("takes the account's list and drops what the account deleted elsewhere", () => {
    const current = state({ userId: 'u', synced: ['itinerary-a', 'itinerary-b'] });
    const local = [item('a'), item('b')];
    const plan = planSync(local, current, 'u', rules);
    const serverA = item('a', 'Renamed on the phone');
    const outcome = applySync([serverA, item('c')], local, current, plan, rules);
    expect(outcome.itineraries).toEqual([serverA, item('c')]);
    expect(outcome.state).toEqual({
      userId: 'u',
      synced: ['itinerary-a', 'itinerary-c'],
      pending: {},
      seq: 0,
    });
  });

  it('keeps changes made while the request was under way, and leaves them pending', () => {
    const before = withChange(state({ userId: 'u', synced: ['itinerary-a'] }), {
      stored: ['itinerary-a'],
      removed: [],
    });
    const local = [item('a', 'First edit')];
    const plan = planSync(local, before, 'u', rules);
    // During the round: a second edit of a, a new itinerary d, and b (synced) deleted.
    const during = withChange(before, { stored: ['itinerary-a', 'itinerary-d'], removed: [] });
    const localNow = [item('a', 'Second edit'), item('d')];
    const outcome = applySync([item('a', 'First edit'), item('b')], localNow, during, plan, rules);
    expect(outcome.itineraries.map((i) => i.name)).toEqual(['Second edit', 'Trip b', 'Trip d']);
    expect(outcome.state.pending).toEqual({ 'itinerary-a': 2, 'itinerary-d': 3 });
    expect(outcome.state.seq).toBe(3);
  });

  it('clears pending entries the round covered, and drops adds the account refused', () => {
    const before = withChange(state({ userId: 'u', synced: ['itinerary-a'] }), {
      stored: ['itinerary-a'],
      removed: [],
    });
    const local = [item('a'), item('old-visitor-copy')];
    const plan = planSync(local, before, 'u', rules);
    expect(ids(plan.request.add)).toEqual(['itinerary-old-visitor-copy']);
    // The account once had that id and deleted it: the server did not take the add.
    const outcome = applySync([item('a')], local, before, plan, rules);
    expect(ids(outcome.itineraries)).toEqual(['itinerary-a']);
    expect(outcome.state.pending).toEqual({});
  });

  it('keeps the untouched sample on the device, unless the account holds a changed copy of it', () => {
    const local = [item('sample', SAMPLE_NAME)];
    const plan = planSync(local, emptySyncState(), 'u', rules);
    expect(plan.request.add).toEqual([]);
    const others = applySync([item('x')], local, emptySyncState(), plan, rules);
    expect(ids(others.itineraries)).toEqual(['itinerary-x', 'itinerary-sample']);
    expect(others.state.synced).toEqual(['itinerary-x']);
    const changedCopy = makeItinerary({ id: 'itinerary-other-device', name: SAMPLE_NAME, days: [] });
    const withCopy = applySync([changedCopy], local, emptySyncState(), plan, rules);
    expect(ids(withCopy.itineraries)).toEqual(['itinerary-other-device']);
  });

  it("removes the previous account's itineraries after another account signs in", () => {
    const previous = state({ userId: 'alice', synced: ['itinerary-a1'] });
    const local = [item('a1'), item('visitor')];
    const plan = planSync(local, previous, 'bob', rules);
    const outcome = applySync([item('bob1'), item('visitor')], local, previous, plan, rules);
    expect(ids(outcome.itineraries)).toEqual(['itinerary-bob1', 'itinerary-visitor']);
    expect(outcome.state).toMatchObject({ userId: 'bob', synced: ['itinerary-bob1', 'itinerary-visitor'] });
  });

  it('keeps itineraries the server would not take on the device', () => {
    const local = [item('bad', 'Not sendable')];
    const plan = planSync(local, emptySyncState(), 'u', rules);
    const outcome = applySync([], local, emptySyncState(), plan, rules);
    expect(ids(outcome.itineraries)).toEqual(['itinerary-bad']);
  });
});

describe('forgetAccount', () => {
  it("removes the account's itineraries but keeps unsent changes and the device's own", () => {
    const current = withChange(state({ userId: 'u', synced: ['itinerary-a', 'itinerary-b'] }), {
      stored: ['itinerary-b'],
      removed: [],
    });
    const outcome = forgetAccount([item('a'), item('b'), item('local')], current);
    expect(ids(outcome.itineraries)).toEqual(['itinerary-b', 'itinerary-local']);
    expect(outcome.state).toMatchObject({ userId: 'u', synced: [], pending: { 'itinerary-b': 1 } });
  });
});
