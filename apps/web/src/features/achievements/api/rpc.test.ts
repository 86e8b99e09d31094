import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fetchAchievements } from './get-achievements';
import { fetchLeaderboard } from './get-leaderboard';

const token = vi.hoisted(() => ({ value: 'token-1' as string | null }));

vi.mock('@/shared/auth/access-token', () => ({
  accessToken: async () => {
    if (!token.value) throw new Error('Not signed in');
    return token.value;
  },
}));

const firstSteps = {
  id: 'first-steps',
  name: 'First Steps',
  description: 'Join ArtVoyage and begin your journey.',
  icon: 'footprints',
  points_reward: 100,
  category: 'beginner',
  rarity: 'common',
} as const;

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

let fetchMock: ReturnType<typeof vi.fn>;
let warn: ReturnType<typeof vi.spyOn>;

beforeEach(() => {
  token.value = 'token-1';
  fetchMock = vi.fn();
  vi.stubGlobal('fetch', fetchMock);
  warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('remote procedures', () => {
  it('post an empty object with the token and read the list', async () => {
    fetchMock.mockResolvedValue(json([{ ...firstSteps, earned_date: '2025-01-02T03:04:05.000Z' }]));
    await expect(fetchAchievements()).resolves.toHaveLength(1);
    const [path, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(path).toBe('/rest/v1/rpc/get_achievements');
    expect(init.body).toBe('{}');
    expect((init.headers as Record<string, string>).authorization).toBe('Bearer token-1');
  });

  it('load the leaderboard without a token for a visitor', async () => {
    token.value = null;
    fetchMock.mockResolvedValue(json([]));
    await expect(fetchLeaderboard()).resolves.toEqual([]);
    const [, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect((init.headers as Record<string, string>).authorization).toBeUndefined();
  });

  it('log and throw a failure, so the screen can say so', async () => {
    fetchMock.mockResolvedValue(json({ code: 'PGRST301', message: 'JWT expired' }, 401));
    await expect(fetchAchievements()).rejects.toThrow();
    expect(warn).toHaveBeenCalled();
  });

  it('refuse an answer of another shape with BAD_RESPONSE', async () => {
    fetchMock.mockResolvedValue(json({ achievements: [firstSteps] }));
    await expect(fetchAchievements()).rejects.toMatchObject({ name: 'ApiError', code: 'BAD_RESPONSE' });
  });
});
