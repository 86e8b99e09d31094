// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from 'vitest';
import { readListeningPosition, resumePosition, saveListeningPosition } from './listening-position';

describe('resumePosition', () => {
  it('resumes from a position inside the track', () => {
    expect(resumePosition(42.5, 120)).toBe(42.5);
  });
  it('starts over near the beginning, near the end, or without data', () => {
    expect(resumePosition(1, 120)).toBeNull();
    expect(resumePosition(118, 120)).toBeNull();
    expect(resumePosition(null, 120)).toBeNull();
    expect(resumePosition(50, Number.NaN)).toBeNull();
  });
});

describe('listening position storage', () => {
  beforeEach(() => localStorage.clear());

  it('round-trips a position per artwork', () => {
    saveListeningPosition(localStorage, 'mona-lisa', 33.333);
    expect(readListeningPosition(localStorage, 'mona-lisa')).toBe(33.33);
    expect(readListeningPosition(localStorage, 'raft-medusa')).toBeNull();
  });

  it('forgets a position when cleared and ignores garbage', () => {
    saveListeningPosition(localStorage, 'mona-lisa', 10);
    saveListeningPosition(localStorage, 'mona-lisa', null);
    expect(readListeningPosition(localStorage, 'mona-lisa')).toBeNull();
    localStorage.setItem('artvoyage.audio-position.mona-lisa', 'abc');
    expect(readListeningPosition(localStorage, 'mona-lisa')).toBeNull();
  });
});
