// @vitest-environment happy-dom
import { QueryClient } from '@tanstack/react-query';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { reportArtworkView, reportTourCompleted } from './tracking';
import { readTourProgress } from './tour-progress';

const sent = vi.hoisted(() => [] as { action: string; data: unknown }[]);
const failing = vi.hoisted(() => new Set<string>());
/** Events the fake server has counted: a repeat earns nothing, as on the real one. */
const counted = vi.hoisted(() => new Set<string>());

vi.mock('./api/award-event', () => ({
  awardEvent: async (action: { action: string; data: unknown }) => {
    await new Promise((resolve) => setTimeout(resolve, 1));
    sent.push(action);
    if (failing.has(action.action))
      return { success: false, message: 'x', newAchievements: [], xpAwarded: 0, code: 'TOUR_INCOMPLETE' };
    const key = JSON.stringify(action);
    const repeat = counted.has(key);
    counted.add(key);
    return {
      success: true,
      message: repeat ? 'Already counted' : '+5 XP',
      newAchievements: [],
      xpAwarded: repeat ? 0 : 5,
      experience_points: 105,
      user_level: 1,
    };
  },
}));

const queryClient = new QueryClient();
const tourCalls = () => sent.filter((event) => event.action === 'tour_completed').map((event) => event.data);

beforeEach(() => {
  sent.length = 0;
  failing.clear();
  counted.clear();
  window.localStorage.clear();
});

describe('reportArtworkView', () => {
  it('records the view and completes a tour once all its artworks are seen', async () => {
    await reportArtworkView('u1', 'great-sphinx', queryClient);
    await reportArtworkView('u1', 'venus-de-milo', queryClient);
    expect(tourCalls()).toEqual([]);
    await reportArtworkView('u1', 'winged-victory', queryClient);
    expect(tourCalls()).toEqual([{ tourId: 'classicalAntiquities' }]);
    expect(sent.filter((event) => event.action === 'artwork_viewed')).toHaveLength(3);
    expect(readTourProgress(window.localStorage, 'u1').reported).toEqual(['classicalAntiquities']);
  });

  it('reports each tour once even when views come in quick succession', async () => {
    const ids = [
      'great-sphinx',
      'venus-de-milo',
      'winged-victory',
      'psyche-cupid',
      'michelangelo-slaves',
    ] as const;
    await Promise.all(ids.map((id) => reportArtworkView('u1', id, queryClient)));
    await Promise.all(ids.map((id) => reportArtworkView('u1', id, queryClient)));
    expect(tourCalls()).toEqual([{ tourId: 'classicalAntiquities' }, { tourId: 'sculptureRoute' }]);
  });

  it('tries a tour again after a failed call', async () => {
    failing.add('tour_completed');
    for (const id of ['liberty-leading', 'coronation-napoleon', 'raft-medusa'] as const) {
      await reportArtworkView('u1', id, queryClient);
    }
    expect(tourCalls()).toEqual([{ tourId: 'frenchArt' }]);
    failing.clear();
    await reportArtworkView('u1', 'mona-lisa', queryClient);
    expect(tourCalls()).toEqual([{ tourId: 'frenchArt' }, { tourId: 'frenchArt' }]);
    expect(readTourProgress(window.localStorage, 'u1').reported).toEqual(['frenchArt']);
  });

  it('counts only the views the server acknowledged', async () => {
    await reportArtworkView('u1', 'great-sphinx', queryClient);
    failing.add('artwork_viewed');
    await reportArtworkView('u1', 'venus-de-milo', queryClient);
    failing.clear();
    await reportArtworkView('u1', 'winged-victory', queryClient);
    expect(tourCalls()).toEqual([]);
    expect(readTourProgress(window.localStorage, 'u1').viewed).toEqual(['great-sphinx', 'winged-victory']);
    await reportArtworkView('u1', 'venus-de-milo', queryClient);
    expect(tourCalls()).toEqual([{ tourId: 'classicalAntiquities' }]);
  });

  it('keeps each user apart', async () => {
    for (const id of ['great-sphinx', 'venus-de-milo'] as const)
      await reportArtworkView('u1', id, queryClient);
    await reportArtworkView('u2', 'winged-victory', queryClient);
    expect(tourCalls()).toEqual([]);
  });
});

describe('reportTourCompleted (the finish screen)', () => {
  it('says the walk earned the XP when the last stop’s view already completed the tour', async () => {
    for (const id of ['great-sphinx', 'venus-de-milo', 'winged-victory'] as const) {
      await reportArtworkView('u2', id, queryClient);
    }
    // The server counted the tour with the last view; the finish screen still hears what it earned.
    const finish = await reportTourCompleted('u2', 'classicalAntiquities', queryClient);
    expect(finish).toMatchObject({ success: true, xpAwarded: 5 });
    // Only once: coming back to the finish screen hears "already counted".
    expect(await reportTourCompleted('u2', 'classicalAntiquities', queryClient)).toMatchObject({
      success: true,
      xpAwarded: 0,
    });
    expect(tourCalls()).toEqual(Array(3).fill({ tourId: 'classicalAntiquities' }));
  });

  it('passes a refusal on with its code', async () => {
    failing.add('tour_completed');
    expect(await reportTourCompleted('u3', 'frenchArt', queryClient)).toMatchObject({
      success: false,
      code: 'TOUR_INCOMPLETE',
    });
    expect(readTourProgress(window.localStorage, 'u3').reported).toEqual([]);
  });
});
