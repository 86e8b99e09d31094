import { tours } from '@artvoyage/content';
import { describe, expect, it } from 'vitest';
import { memoryStorage } from '@/testing/memory-storage';
import {
  readTourProgress,
  tourProgressKey,
  toursToReport,
  withReported,
  withViewed,
  writeTourProgress,
} from './tour-progress';

const view = (...ids: string[]) => ids.reduce(withViewed, { viewed: [], reported: [] });

describe('toursToReport', () => {
  it('reports a tour once every one of its artworks has been viewed', () => {
    expect(toursToReport(view('great-sphinx', 'venus-de-milo'), tours)).toEqual([]);
    expect(toursToReport(view('great-sphinx', 'venus-de-milo', 'winged-victory'), tours)).toEqual([
      'classicalAntiquities',
    ]);
  });

  it('reports every tour an artwork completes, in tour order', () => {
    const progress = view(
      'venus-de-milo',
      'winged-victory',
      'psyche-cupid',
      'great-sphinx',
      'michelangelo-slaves',
    );
    expect(toursToReport(progress, tours)).toEqual(['classicalAntiquities', 'sculptureRoute']);
  });

  it('does not report a tour again once it has been sent', () => {
    const progress = withReported(
      view('great-sphinx', 'venus-de-milo', 'winged-victory'),
      'classicalAntiquities',
    );
    expect(toursToReport(progress, tours)).toEqual([]);
  });

  it('counts each artwork once', () => {
    expect(view('mona-lisa', 'mona-lisa').viewed).toEqual(['mona-lisa']);
  });
});

describe('tour progress storage', () => {
  it('keeps each user apart and survives a round trip', () => {
    const storage = memoryStorage();
    writeTourProgress(storage, 'a', { viewed: ['mona-lisa'], reported: ['frenchArt'] });
    expect(readTourProgress(storage, 'a')).toEqual({ viewed: ['mona-lisa'], reported: ['frenchArt'] });
    expect(readTourProgress(storage, 'b')).toEqual({ viewed: [], reported: [] });
  });

  it('reads broken data as nothing viewed', () => {
    const storage = memoryStorage();
    storage.setItem(tourProgressKey('a'), '{not json');
    expect(readTourProgress(storage, 'a')).toEqual({ viewed: [], reported: [] });
    storage.setItem(tourProgressKey('a'), JSON.stringify({ viewed: ['mona-lisa', 3], reported: 'x' }));
    expect(readTourProgress(storage, 'a')).toEqual({ viewed: ['mona-lisa'], reported: [] });
  });
});
