import type { ArtworkId, TourVisitRecord } from '@artvoyage/contract';
import { describe, expect, it } from 'vitest';
import {
  parseTourModeState,
  type TourModeState,
  type TourVisit,
  withStopOpened,
  withTourFinished,
} from './tour-mode';
import { classical, french } from './test-fixtures';
import { changedTours, mergeWithAccount, visitBody, visitTime, withAccountAnswer } from './tour-visit-merge';

const tours = [classical, french];

const at = (minute: number) => new Date(Date.UTC(2026, 10, 27, 10, minute)).toISOString();

/** A visit the device holds, part-way, last changed at `minute`. */
const partWay = (current: ArtworkId, visited: ArtworkId[], minute: number): TourVisit => ({
  current,
  visited,
  finished: false,
  changedAt: at(minute),
});

const record = (overrides: Partial<TourVisitRecord> = {}): TourVisitRecord => ({
  tourId: 'classicalAntiquities',
  current: 'venus-de-milo',
  visited: ['great-sphinx', 'venus-de-milo'],
  finished: false,
  changedAt: at(10),
  ...overrides,
});

describe('tour visits on the device and in the account', () => {
  it('records when each local change happened', () => {
    const opened = withStopOpened({}, classical, 'great-sphinx', new Date(at(1)));
    expect(opened.classicalAntiquities?.changedAt).toBe(at(1));
    const finished = withTourFinished(opened, classical, new Date(at(2)));
    expect(finished.classicalAntiquities).toMatchObject({ finished: true, changedAt: at(2) });
  });

  it('still reads visits stored before times were recorded, and counts them as oldest', () => {
    const old = JSON.stringify({
      classicalAntiquities: { current: 'venus-de-milo', visited: ['venus-de-milo'] },
    });
    const state = parseTourModeState(old, tours);
    expect(state).toEqual({
      classicalAntiquities: { current: 'venus-de-milo', visited: ['venus-de-milo'], finished: false },
    });
    const visit = state.classicalAntiquities;
    if (!visit) throw new Error('the old visit was dropped');
    expect(visitTime(visit)).toBe(0);
    expect(visitBody(visit).changedAt).toBe(new Date(0).toISOString());
    // A time that is not a time is left out rather than kept.
    const broken = JSON.stringify({ classicalAntiquities: { current: 'great-sphinx', changedAt: 'soon' } });
    expect(parseTourModeState(broken, tours).classicalAntiquities?.changedAt).toBeUndefined();
  });

  it("takes the account's newer visit and keeps the device's newer one to send", () => {
    const local: TourModeState = {
      classicalAntiquities: partWay('great-sphinx', ['great-sphinx'], 5),
      frenchArt: partWay('raft-medusa', ['raft-medusa'], 20),
    };
    const account = [
      record(),
      record({ tourId: 'frenchArt', current: 'liberty-leading', visited: [], changedAt: at(15) }),
    ];
    const merged = mergeWithAccount(local, account, tours);
    expect(merged.state.classicalAntiquities).toEqual(
      partWay('venus-de-milo', ['great-sphinx', 'venus-de-milo'], 10),
    );
    expect(merged.state.frenchArt?.current).toBe('raft-medusa');
    expect(merged.send).toEqual(['frenchArt']);
  });

  it('adds tours only one side has, sends those only the device has, and sends nothing on a tie', () => {
    const local: TourModeState = { frenchArt: partWay('liberty-leading', ['liberty-leading'], 3) };
    const fromPhone = mergeWithAccount(local, [record()], tours);
    expect(Object.keys(fromPhone.state).sort()).toEqual(['classicalAntiquities', 'frenchArt']);
    expect(fromPhone.send).toEqual(['frenchArt']);
    const tie = mergeWithAccount(
      fromPhone.state,
      [
        record(),
        record({
          tourId: 'frenchArt',
          current: 'liberty-leading',
          visited: ['liberty-leading'],
          changedAt: at(3),
        }),
      ],
      tours,
    );
    expect(tie.send).toEqual([]);
    expect(mergeWithAccount({}, [], tours)).toEqual({ state: {}, send: [] });
  });

  it('lets a finished tour from another device replace a part-way one here', () => {
    const local = withStopOpened({}, classical, 'venus-de-milo', new Date(at(1)));
    const merged = mergeWithAccount(
      local,
      [record({ current: 'winged-victory', finished: true, changedAt: at(9) })],
      tours,
    );
    expect(merged.state.classicalAntiquities?.finished).toBe(true);
    expect(merged.send).toEqual([]);
  });

  it('drops account visits that no longer fit the tour, and unknown stops inside them', () => {
    const merged = mergeWithAccount(
      {},
      [
        record({ current: 'mona-lisa' }),
        record({ tourId: 'frenchArt', current: 'raft-medusa', visited: ['mona-lisa', 'raft-medusa'] }),
      ],
      tours,
    );
    expect(merged.state.classicalAntiquities).toBeUndefined();
    expect(merged.state.frenchArt?.visited).toEqual(['raft-medusa']);
  });

  it("adopts the server's answer only when it is newer than what the device holds", () => {
    const local = withStopOpened({}, classical, 'great-sphinx', new Date(at(4)));
    const newer = withAccountAnswer(local, record({ changedAt: at(8) }), tours);
    expect(newer.classicalAntiquities?.current).toBe('venus-de-milo');
    // The account kept what this device sent (or older): the same state, nothing rewritten.
    expect(withAccountAnswer(local, record({ current: 'great-sphinx', changedAt: at(4) }), tours)).toBe(
      local,
    );
    // A change made here while the request was out stays.
    const later = withStopOpened(local, classical, 'winged-victory', new Date(at(12)));
    expect(withAccountAnswer(later, record({ changedAt: at(8) }), tours)).toBe(later);
  });

  it('lists the tours a local change touched', () => {
    const before = withStopOpened({}, classical, 'great-sphinx', new Date(at(1)));
    const after = withStopOpened(before, french, 'raft-medusa', new Date(at(2)));
    expect(changedTours(before, after)).toEqual(['frenchArt']);
    expect(changedTours(after, {})).toEqual([]);
  });
});
