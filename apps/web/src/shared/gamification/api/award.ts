import { gamificationFailureMessages, type GamificationResult } from '@artvoyage/contract';
import type { QueryClient } from '@tanstack/react-query';
import { ApiError, isOfflineBuild, NetworkError } from '@/shared/api/http';
import { fetchParsed, type ResponseSchema } from '@/shared/api/parse-response';
import { accessToken } from '@/shared/auth/access-token';
import { errorText } from '@/shared/i18n';
import { earnedRewardsQueryKey } from '@/shared/profile/api/get-earned-rewards';
import { profileQueryKey } from '@/shared/profile/api/get-profile';
import { announceAchievements } from '../announce';
import { gamificationQueryKey } from '../xp-queries';

/*
 * What the calls that earn XP share (award-event.ts, finish-game-round.ts; open-game-round.ts uses the
 * failure texts): the outcome they answer instead of throwing, its failure texts, and what follows an
 * award (announcing achievements, refreshing the screens that show XP). Loaded on demand, never with
 * the home route: by the event triggers in track.ts once someone is signed in, and by the games.
 */

/** What an award answers when the event could not be recorded. */
export interface GamificationFailure {
  success: false;
  message: string;
  newAchievements: [];
  xpAwarded: 0;
  /** The server's error code when it refused the event (e.g. `TOUR_INCOMPLETE`), or `BAD_RESPONSE`. */
  code?: string;
}

export type AwardOutcome = GamificationResult | GamificationFailure;

export interface AwardOptions {
  /** The app's query client: the profile (XP, level) and the achievements screen are refreshed. */
  queryClient?: QueryClient;
}

export const failure = (message: string, code?: string): GamificationFailure => ({
  success: false,
  message,
  newAchievements: [],
  xpAwarded: 0,
  ...(code === undefined ? {} : { code }),
});

/**
 * The three failure messages (`gamificationFailureMessages`): offline build, no network (a request or
 * a code chunk that never arrived), anything else (the server refused or failed, or answered something
 * of another shape).
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

/**
 * For game rounds: a refusal the player can act on (too fast, daily limit) says so; anything else,
 * a malformed answer included, is the general failure message.
 */
export function roundFailureMessage(error: unknown): string {
  const refusal =
    error instanceof ApiError && error.status < 500 && error.status !== 401 && error.code !== 'BAD_RESPONSE';
  return refusal ? errorText(error) : failureMessage(error);
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

/** One award to post: what the log calls it, where it goes, the schema of its answer, and its body. */
export interface AwardCall {
  label: string;
  path: string;
  schema: ResponseSchema<GamificationResult>;
  body: unknown;
  /** The failure text for an error (the event's or the round's wording). */
  messageFor: (error: unknown) => string;
}

/**
 * Posts an award for the signed-in user, its answer checked against the contract's schema. Best-effort:
 * it never throws; a failure is logged as a warning and answered with `success: false` and a failure
 * message. New achievements are announced, and the screens showing XP refreshed.
 */
export async function sendAward(call: AwardCall, options: AwardOptions): Promise<AwardOutcome> {
  if (isOfflineBuild) return failure(gamificationFailureMessages.offline);
  let result: GamificationResult;
  try {
    result = await fetchParsed(call.schema, call.path, {
      method: 'POST',
      token: await accessToken(),
      body: call.body,
    });
  } catch (error) {
    const message = call.messageFor(error);
    console.warn(`Gamification: "${call.label}" was not recorded (${message})`, error);
    return failure(message, error instanceof ApiError ? error.code : undefined);
  }
  if (result.success !== true) {
    console.warn(`Gamification: "${call.label}" was not recorded`, result);
    return failure(gamificationFailureMessages.unavailable);
  }
  const unlocked = result.newAchievements;
  announceAchievements(unlocked);
  if (options.queryClient) {
    // Challenge progress can move without XP (an artwork seen again in a new week).
    const keys: (readonly unknown[])[] = [gamificationQueryKey];
    if (result.xpAwarded > 0 || unlocked.length > 0) keys.push(profileQueryKey);
    if (unlocked.length > 0) keys.push(earnedRewardsQueryKey);
    refreshSoon(options.queryClient, keys);
  }
  return result;
}
