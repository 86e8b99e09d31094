import {
  type GameId,
  type GameRound,
  type GameRoundOpen,
  type GameRoundResult,
  type RoundAnswer,
  type GamificationAction,
  gamificationFailureMessages,
  type GamificationResult,
} from '@artvoyage/contract';
import type { Locale } from '@artvoyage/contract/locales';
import type { QueryClient } from '@tanstack/react-query';
import { ApiError, apiFetch, isOfflineBuild, NetworkError } from '@/shared/api/http';
import { accessToken } from '@/shared/auth/access-token';
import { earnedRewardsQueryKey } from '@/shared/profile/api/get-earned-rewards';
import { profileQueryKey } from '@/shared/profile/api/get-profile';
import { announceAchievements } from './announce';
import { gamificationQueryKey } from './xp-queries';
import { errorText } from '@/shared/i18n';

/*
 * The gamification function and game rounds: what earns XP. Loaded on demand (never with the home
 * route): by the event triggers in track.ts once someone is signed in, and by the games. The achievements
 * screen's reads (the remote procedures) are in features/achievements/api.
 */

/** What `awardEvent` answers when the event could not be recorded. */
export interface GamificationFailure {
  success: false;
  message: string;
  newAchievements: [];
  xpAwarded: 0;
  /** The server's error code when it refused the event (e.g. `TOUR_INCOMPLETE`). */
  code?: string;
}

export type AwardOutcome = GamificationResult | GamificationFailure;

const functionPath = '/functions/v1/gamification-system';

const failure = (message: string, code?: string): GamificationFailure => ({
  success: false,
  message,
  newAchievements: [],
  xpAwarded: 0,
  ...(code === undefined ? {} : { code }),
});

/**
 * The three failure messages (`gamificationFailureMessages`): offline build, no network (a request or a code chunk that never
 * arrived), anything else (the server refused or failed).
 */
export function failureMessage(error: unknown): string {
  if (isOfflineBuild) return gamificationFailureMessages.offline;
  if (error instanceof NetworkError) return gamificationFailureMessages.network;
  // A dynamic import that could not be fetched ("Failed to fetch dynamically imported module").
  if (error instanceof TypeError && /fetch|import/i.test(error.message)) {
    return gamificationFailureMessages.network;
  }
  return gamificationFailureMessages.unavailable;
}

/** Quick events (walking from artwork to artwork) share one refresh instead of cancelling each other's. */
export const refreshDelayMs = 300;
const pendingRefresh = new Map<string, readonly unknown[]>();
let refreshTimer: ReturnType<typeof setTimeout> | undefined;

function refreshSoon(queryClient: QueryClient, keys: readonly (readonly unknown[])[]): void {
  for (const key of keys) pendingRefresh.set(JSON.stringify(key), key);
  clearTimeout(refreshTimer);
  refreshTimer = setTimeout(() => {
    const due = [...pendingRefresh.values()];
    pendingRefresh.clear();
    for (const queryKey of due) void queryClient.invalidateQueries({ queryKey });
  }, refreshDelayMs);
}

export interface AwardOptions {
  /** The app's query client: the profile (XP, level) and the achievements screen are refreshed. */
  queryClient?: QueryClient;
}

/**
 * Records one event for the signed-in user. Best-effort: it never throws; a failure is logged as a
 * warning and answered with `success: false` and one of the three failure messages. New achievements are announced.
 */
export async function awardEvent(
  action: GamificationAction,
  options: AwardOptions = {},
): Promise<AwardOutcome> {
  return award(action.action, functionPath, action, options);
}

/** What a game screen is told when a round could not be opened: why there is no XP for this play. */
export type RoundOpening = { ok: true; round: GameRound } | { ok: false; message: string };

/** A refusal the player can act on (too fast, daily limit) says so; anything else is the general failure message. */
function roundFailureMessage(error: unknown): string {
  if (error instanceof ApiError && error.status < 500 && error.status !== 401) return errorText(error);
  return failureMessage(error);
}

/**
 * Opens a game round for the signed-in player, played in `locale` (the crossword's grid differs by
 * language, and the server scores its round against that grid); never throws.
 */
export async function openGameRound(gameId: GameId, locale: Locale = 'en'): Promise<RoundOpening> {
  if (isOfflineBuild) return { ok: false, message: gamificationFailureMessages.offline };
  try {
    const body: GameRoundOpen = { game_id: gameId, locale };
    const round = await apiFetch<GameRound>('/api/v1/game-rounds', {
      method: 'POST',
      token: await accessToken(),
      body,
    });
    return { ok: true, round };
  } catch (error) {
    const message = roundFailureMessage(error);
    console.warn(`Gamification: no round of ${gameId} could be opened (${message})`, error);
    return { ok: false, message };
  }
}

/** Sends a round's answers; the server scores them and answers the XP. Never throws. */
export async function finishGameRound(
  roundId: string,
  answers: readonly RoundAnswer[],
  options: AwardOptions = {},
): Promise<AwardOutcome> {
  return award('game round', `/api/v1/game-rounds/${roundId}/finish`, { answers }, options);
}

async function award(
  label: string,
  path: string,
  body: unknown,
  options: AwardOptions,
): Promise<AwardOutcome> {
  if (isOfflineBuild) return failure(gamificationFailureMessages.offline);
  let result: GamificationResult | GameRoundResult;
  try {
    result = await apiFetch<GamificationResult>(path, { method: 'POST', token: await accessToken(), body });
  } catch (error) {
    const message = path === functionPath ? failureMessage(error) : roundFailureMessage(error);
    console.warn(`Gamification: "${label}" was not recorded (${message})`, error);
    return failure(message, error instanceof ApiError ? error.code : undefined);
  }
  if (!result || result.success !== true) {
    console.warn(`Gamification: "${label}" was not recorded`, result);
    return failure(gamificationFailureMessages.unavailable);
  }
  const unlocked = Array.isArray(result.newAchievements) ? result.newAchievements : [];
  announceAchievements(unlocked);
  if (options.queryClient) {
    // Challenge progress can move without XP (an artwork seen again in a new week).
    const keys: (readonly unknown[])[] = [gamificationQueryKey];
    if (result.xpAwarded > 0 || unlocked.length > 0) keys.push(profileQueryKey);
    if (unlocked.length > 0) keys.push(earnedRewardsQueryKey);
    refreshSoon(options.queryClient, keys);
  }
  return { ...result, newAchievements: unlocked };
}
