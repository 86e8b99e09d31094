import { type GamificationAction, gamificationResultSchema } from '@artvoyage/contract';
import { type AwardOptions, type AwardOutcome, failureMessage, sendAward } from './award';

/**
 * Records one event (an artwork seen, a daily visit, a saved itinerary...) for the signed-in user
 * through the gamification function. Never throws: see `sendAward`.
 */
export async function awardEvent(
  action: GamificationAction,
  options: AwardOptions = {},
): Promise<AwardOutcome> {
  return sendAward(
    {
      label: action.action,
      path: '/functions/v1/gamification-system',
      schema: gamificationResultSchema,
      body: action,
      messageFor: failureMessage,
    },
    options,
  );
}
