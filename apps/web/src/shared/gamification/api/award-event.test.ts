import { gamificationFailureMessages, type GamificationResult } from '@artvoyage/contract';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NetworkError } from '@/shared/api/http';
import { failureMessage, refreshDelayMs } from './award';
import { awardEvent } from './award-event';

const announce = vi.hoisted(() => vi.fn());
const token = vi.hoisted(() => ({ value: 'token-1' as string | null }));

vi.mock('../announce', () => ({ announceAchievements: announce }));
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

const result = (changes: Partial<GamificationResult> = {}): GamificationResult => ({
  success: true,
  message: '+5 XP',
  newAchievements: [],
  xpAwarded: 5,
  experience_points: 105,
  user_level: 1,
  ...changes,
});

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
  announce.mockReset();
});

describe('awardEvent', () => {
  it('posts {action, data} with a fresh token', async () => {
    fetchMock.mockResolvedValue(json(result()));
    await awardEvent({ action: 'artwork_viewed', data: { artworkId: 'mona-lisa' } });
    const [path, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(path).toBe('/functions/v1/gamification-system');
    expect(init.method).toBe('POST');
    expect((init.headers as Record<string, string>).authorization).toBe('Bearer token-1');
    expect(JSON.parse(String(init.body))).toEqual({
      action: 'artwork_viewed',
      data: { artworkId: 'mona-lisa' },
    });
  });

  it('announces new achievements and refreshes the profile and the achievements screen', async () => {
    fetchMock.mockResolvedValue(json(result({ newAchievements: [firstSteps], xpAwarded: 105 })));
    const queryClient = new QueryClient();
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    const outcome = await awardEvent({ action: 'daily_visit', data: {} }, { queryClient });
    expect(outcome.success).toBe(true);
    expect(announce).toHaveBeenCalledWith([firstSteps]);
    await vi.waitFor(() => expect(invalidate).toHaveBeenCalledTimes(3));
    const keys = invalidate.mock.calls.map(([filters]) => filters?.queryKey);
    expect(keys).toEqual([['gamification'], ['profile'], ['profile-rewards']]);
  });

  it('leaves the profile alone when nothing was earned', async () => {
    fetchMock.mockResolvedValue(json(result({ message: 'Already counted', xpAwarded: 0 })));
    const queryClient = new QueryClient();
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    await awardEvent({ action: 'daily_visit', data: {} }, { queryClient });
    await vi.waitFor(() => expect(invalidate).toHaveBeenCalled());
    expect(invalidate.mock.calls.map(([filters]) => filters?.queryKey)).toEqual([['gamification']]);
  });

  it('refreshes once for events in quick succession', async () => {
    fetchMock.mockImplementation(async () => json(result()));
    const queryClient = new QueryClient();
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    for (let i = 0; i < 3; i++) await awardEvent({ action: 'daily_visit', data: {} }, { queryClient });
    expect(invalidate).not.toHaveBeenCalled();
    await vi.waitFor(() => expect(invalidate).toHaveBeenCalledTimes(2));
    await new Promise((resolve) => setTimeout(resolve, refreshDelayMs + 50));
    expect(invalidate).toHaveBeenCalledTimes(2);
  });

  it.each([
    [
      'a refused call',
      () => json({ error: { code: 'NOT_FOUND', message: 'No profile' } }, 404),
      'unavailable',
      'NOT_FOUND',
    ],
    [
      'a server failure',
      () => json({ error: { code: 'INTERNAL', message: 'boom' } }, 500),
      'unavailable',
      'INTERNAL',
    ],
    ['a gateway without backend', () => new Response('', { status: 502 }), 'network', undefined],
  ] as const)('answers %s with its failure text, without throwing', async (_, response, kind, code) => {
    fetchMock.mockResolvedValue(response());
    const outcome = await awardEvent({ action: 'daily_visit', data: {} });
    expect(outcome).toEqual({
      success: false,
      message: gamificationFailureMessages[kind],
      newAchievements: [],
      xpAwarded: 0,
      // The server's code stays readable, so a screen can tell a refusal it can explain (a tour with
      // an unseen stop) from a failure.
      ...(code === undefined ? {} : { code }),
    });
    expect(announce).not.toHaveBeenCalled();
    expect(warn).toHaveBeenCalled();
  });

  it('answers a network failure with the network message', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const outcome = await awardEvent({ action: 'daily_visit', data: {} });
    expect(outcome.message).toBe(gamificationFailureMessages.network);
  });

  it('answers a signed-out caller as unavailable', async () => {
    token.value = null;
    const outcome = await awardEvent({ action: 'daily_visit', data: {} });
    expect(outcome.message).toBe(gamificationFailureMessages.unavailable);
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe('failureMessage', () => {
  it('tells network trouble from a failing service', () => {
    expect(failureMessage(new NetworkError())).toBe(gamificationFailureMessages.network);
    expect(failureMessage(new TypeError('Failed to fetch dynamically imported module'))).toBe(
      gamificationFailureMessages.network,
    );
    expect(failureMessage(new Error('anything else'))).toBe(gamificationFailureMessages.unavailable);
  });
});
