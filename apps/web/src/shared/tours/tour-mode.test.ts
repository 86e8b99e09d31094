import { tours } from '@artvoyage/content';
import { describe, expect, it, vi } from 'vitest';
import { memoryStorage } from '@/testing/memory-storage';
import {
  afterNarration,
  parseTourModeState,
  playOnKey,
  readPlayOn,
  readTourMode,
  resumePoint,
  tourFinishPath,
  tourModeKey,
  tourStep,
  tourStopPath,
  visitedStops,
  withStopOpened,
  withTourFinished,
  withTourRestarted,
  writePlayOn,
  writeTourMode,
} from './tour-mode';
import { classical } from './test-fixtures';

describe('a stop in its tour', () => {
  it('knows its number, its neighbours in tour order and whether it ends the tour', () => {
    expect(tourStep(classical, 'great-sphinx')).toEqual({
      number: 1,
      total: 3,
      previous: null,
      next: 'venus-de-milo',
      isLast: false,
    });
    expect(tourStep(classical, 'venus-de-milo')).toMatchObject({
      number: 2,
      previous: 'great-sphinx',
      next: 'winged-victory',
    });
    expect(tourStep(classical, 'winged-victory')).toMatchObject({ number: 3, next: null, isLast: true });
  });

  it('is null for an artwork the tour does not stop at', () => {
    expect(tourStep(classical, 'mona-lisa')).toBeNull();
    expect(tourStep(classical, '')).toBeNull();
  });

  it('builds the addresses of stops and of the finish screen', () => {
    expect(tourStopPath('classical', 'venus-de-milo')).toBe('/artwork/venus-de-milo?tour=classical');
    expect(tourFinishPath('classical')).toBe('/guided-tours/classical/finish');
  });
});

describe('resuming a tour', () => {
  it('offers the last stop opened, with its number', () => {
    let state = withStopOpened({}, classical, 'great-sphinx');
    state = withStopOpened(state, classical, 'venus-de-milo');
    expect(resumePoint(state, classical)).toEqual({ artworkId: 'venus-de-milo', number: 2, total: 3 });
    // Going back a stop resumes there, and keeps what was seen.
    state = withStopOpened(state, classical, 'great-sphinx');
    expect(resumePoint(state, classical)).toMatchObject({ number: 1 });
    expect(visitedStops(state, classical)).toEqual(['great-sphinx', 'venus-de-milo']);
  });

  it('offers nothing for a tour never started or already finished', () => {
    expect(resumePoint({}, classical)).toBeNull();
    const finished = withTourFinished(withStopOpened({}, classical, 'winged-victory'), classical);
    expect(resumePoint(finished, classical)).toBeNull();
    // The summary still knows what was visited.
    expect(visitedStops(finished, classical)).toEqual(['winged-victory']);
    // Opening a stop again starts a new walk.
    const again = withStopOpened(finished, classical, 'great-sphinx');
    expect(visitedStops(again, classical)).toEqual(['great-sphinx']);
    expect(resumePoint(again, classical)).toMatchObject({ number: 1 });
  });

  it('ignores artworks that are not stops, and forgets a tour that is restarted', () => {
    expect(withStopOpened({}, classical, 'mona-lisa')).toEqual({});
    const state = withStopOpened({}, classical, 'venus-de-milo');
    expect(withTourRestarted(state, classical)).toEqual({});
    expect(withTourFinished({}, classical)).toEqual({});
  });

  it('keeps each tour apart', () => {
    const sculpture = tours.find((tour) => tour.id === 'sculptureRoute')!;
    let state = withStopOpened({}, classical, 'venus-de-milo');
    state = withStopOpened(state, sculpture, 'psyche-cupid');
    expect(resumePoint(state, classical)).toMatchObject({ artworkId: 'venus-de-milo', number: 2 });
    expect(resumePoint(state, sculpture)).toMatchObject({ artworkId: 'psyche-cupid', number: 3, total: 4 });
  });
});

describe('the stored state', () => {
  it('round-trips through storage', () => {
    const storage = memoryStorage();
    const state = withStopOpened(withStopOpened({}, classical, 'great-sphinx'), classical, 'venus-de-milo');
    writeTourMode(storage, state);
    expect(readTourMode(storage, tours)).toEqual(state);
  });

  it('drops whatever is not a well-formed visit of a known tour', () => {
    expect(parseTourModeState(null, tours)).toEqual({});
    expect(parseTourModeState('not json', tours)).toEqual({});
    expect(parseTourModeState('[1,2]', tours)).toEqual({});
    expect(
      parseTourModeState(
        JSON.stringify({
          inventedTour: { current: 'mona-lisa', visited: [] },
          // A stop of another tour is not this tour's current stop.
          frenchArt: { current: 'mona-lisa', visited: [] },
          renaissanceMasters: 'mona-lisa',
          classicalAntiquities: {
            current: 'venus-de-milo',
            visited: ['venus-de-milo', 'venus-de-milo', 'mona-lisa', 42, 'great-sphinx'],
            finished: 'yes',
          },
        }),
        tours,
      ),
    ).toEqual({
      classicalAntiquities: {
        current: 'venus-de-milo',
        visited: ['venus-de-milo', 'great-sphinx'],
        finished: false,
      },
    });
  });

  it('survives storage that throws', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const broken = memoryStorage();
    broken.getItem = () => {
      throw new Error('blocked');
    };
    broken.setItem = () => {
      throw new Error('full');
    };
    expect(readTourMode(broken, tours)).toEqual({});
    expect(() => writeTourMode(broken, {})).not.toThrow();
    expect(readPlayOn(broken)).toBe(false);
    expect(() => writePlayOn(broken, true)).not.toThrow();
    expect(readTourMode(undefined, tours)).toEqual({});
    expect(tourModeKey).not.toBe(playOnKey);
    expect(warn).toHaveBeenCalledTimes(2);
    warn.mockRestore();
  });
});

describe('play on', () => {
  it('is remembered, off by default', () => {
    const storage = memoryStorage();
    expect(readPlayOn(storage)).toBe(false);
    writePlayOn(storage, true);
    expect(readPlayOn(storage)).toBe(true);
    writePlayOn(storage, false);
    expect(readPlayOn(storage)).toBe(false);
  });

  it('opens the next stop with its guide playing, and the finish screen after the last', () => {
    expect(afterNarration(classical, 'classical', 'great-sphinx', true)).toEqual({
      path: '/artwork/venus-de-milo?tour=classical',
      autoplay: true,
    });
    expect(afterNarration(classical, 'classical', 'winged-victory', true)).toEqual({
      path: '/guided-tours/classical/finish',
      autoplay: false,
    });
    expect(afterNarration(classical, 'classical', 'great-sphinx', false)).toBeNull();
    expect(afterNarration(classical, 'classical', 'mona-lisa', true)).toBeNull();
  });
});
