// @vitest-environment happy-dom
import { gamificationFailureMessages } from '@artvoyage/contract';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { accessToken } from '@/shared/auth/access-token';
import { pointPageAt, setUpApiServer } from '@/testing/render';
import { awardEvent } from './award-event';
import { finishGameRound } from './finish-game-round';
import { openGameRound } from './open-game-round';

vi.mock('@/shared/auth/access-token', () => ({ accessToken: vi.fn() }));
vi.mock('../announce', () => ({ announceAchievements: vi.fn() }));

const roundId = '0b6f4a4e-5d0c-4a43-9c1e-2f0d7b1b9a11';
const eventPath = 'POST /functions/v1/gamification-system';
const openPath = 'POST /api/v1/game-rounds';
const finishPath = `POST /api/v1/game-rounds/${roundId}/finish`;

const server = setUpApiServer();
beforeAll(() => pointPageAt(server));
beforeEach(() => {
  vi.mocked(accessToken).mockResolvedValue('token-1');
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});

/** The failure an award answers for a malformed answer: the usual words, and the code that says why. */
const badResponse = {
  success: false,
  message: gamificationFailureMessages.unavailable,
  newAchievements: [],
  xpAwarded: 0,
  code: 'BAD_RESPONSE',
};

describe('the XP calls, over HTTP, against answers of another shape', () => {
  it('an event answered without its XP fields is a BAD_RESPONSE failure, not a success', async () => {
    server.answer(eventPath, () => ({ body: { success: true, message: '+5 XP' } }));
    await expect(awardEvent({ action: 'daily_visit', data: {} })).resolves.toEqual(badResponse);
    expect(server.received(eventPath)[0]?.headers.authorization).toBe('Bearer token-1');
  });

  it('a round opened with an answer of another shape is not played as a round', async () => {
    server.answer(openPath, () => ({ body: { id: 'not-a-uuid', items: 'mona-lisa' } }));
    await expect(openGameRound('louvre-history-quiz')).resolves.toEqual({
      ok: false,
      message: gamificationFailureMessages.unavailable,
    });
    expect(server.received(openPath)[0]?.body).toEqual({ game_id: 'louvre-history-quiz', locale: 'en' });
  });

  it('a finished round answered without its score is a BAD_RESPONSE failure', async () => {
    server.answer(finishPath, () => ({
      body: { success: true, message: '+20 XP', newAchievements: [], xpAwarded: 20 },
    }));
    await expect(finishGameRound(roundId, [0, 1, null])).resolves.toEqual(badResponse);
    expect(server.received(finishPath)[0]?.body).toEqual({ answers: [0, 1, null] });
  });

  it('a well-formed round is opened as before', async () => {
    const round = {
      id: roundId,
      game_id: 'louvre-history-quiz',
      locale: 'fr',
      items: ['q1', 'q2'],
      opened_at: '2026-11-27T10:00:00.000Z',
    };
    server.answer(openPath, () => ({ body: round }));
    await expect(openGameRound('louvre-history-quiz', 'fr')).resolves.toEqual({ ok: true, round });
  });
});
