// @vitest-environment happy-dom
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { accessToken } from '@/shared/auth/access-token';
import { pointPageAt, setUpApiServer } from '@/testing/render';
import { fetchAchievements } from './get-achievements';
import { fetchLeaderboard } from './get-leaderboard';

vi.mock('@/shared/auth/access-token', () => ({ accessToken: vi.fn() }));

const token = vi.mocked(accessToken);
const achievementsPath = 'POST /rest/v1/rpc/get_achievements';
const locked = {
  id: 'culture-vulture',
  name: 'Culture Vulture',
  description: 'Open every artwork of the museum.',
  icon: 'palette',
  points_reward: 150,
  category: 'culture',
  rarity: 'rare',
  earned_date: null,
};

const server = setUpApiServer();
beforeAll(() => pointPageAt(server));
beforeEach(() => {
  token.mockResolvedValue('token-1');
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});

describe('the achievements screen’s remote procedures', () => {
  it('post an empty object with the token and read the list', async () => {
    server.answer(achievementsPath, () => ({ body: [locked] }));
    await expect(fetchAchievements()).resolves.toEqual([locked]);
    const [request] = server.received(achievementsPath);
    expect(request?.body).toEqual({});
    expect(request?.headers.authorization).toBe('Bearer token-1');
  });

  it('ask for the leaderboard without a token for a visitor', async () => {
    token.mockRejectedValue(new Error('Not signed in'));
    server.answer('POST /rest/v1/rpc/get_leaderboard', () => ({ body: [] }));
    await expect(fetchLeaderboard()).resolves.toEqual([]);
    expect(server.received('POST /rest/v1/rpc/get_leaderboard')[0]?.headers.authorization).toBeUndefined();
  });

  it('log and throw a refusal, so the screen can say so', async () => {
    server.answer(achievementsPath, () => ({
      status: 401,
      body: { code: 'PGRST301', message: 'JWT expired' },
    }));
    await expect(fetchAchievements()).rejects.toThrow('JWT expired');
    expect(console.warn).toHaveBeenCalled();
  });

  it('turn an answer of another shape into BAD_RESPONSE', async () => {
    server.answer(achievementsPath, () => ({ body: { achievements: [locked] } }));
    await expect(fetchAchievements()).rejects.toMatchObject({ name: 'ApiError', code: 'BAD_RESPONSE' });
  });
});
