import { type GameRoundFinish, gameRoundResultSchema, type RoundAnswer } from '@artvoyage/contract';
import { type AwardOptions, type AwardOutcome, roundFailureMessage, sendAward } from './award';

/** Sends a round's answers; the server scores them and answers the XP. Never throws: see `sendAward`. */
export async function finishGameRound(
  roundId: string,
  answers: readonly RoundAnswer[],
  options: AwardOptions = {},
): Promise<AwardOutcome> {
  const body: GameRoundFinish = { answers: [...answers] };
  return sendAward(
    {
      label: 'game round',
      path: `/api/v1/game-rounds/${roundId}/finish`,
      schema: gameRoundResultSchema,
      body,
      messageFor: roundFailureMessage,
    },
    options,
  );
}
