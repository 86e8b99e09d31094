import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  gameRoundFinishSchema,
  gameRoundOpenSchema,
  gameRoundResultSchema,
  gameRoundSchema,
} from '@artvoyage/contract';
import { errorAnswers } from '../../http/error-answers';
import { bearerAuth } from '../../http/openapi';
import { callerJsonRoutes, type CallerRoutesOptions } from '../auth';
import { perCaller, type RateLimit } from '../../http/per-caller-limit';
import type { GameRoundService } from './rounds';
import { minimumRoundSeconds } from './rules';

const fastest = Object.entries(minimumRoundSeconds)
  .map(([game, seconds]) => `${game} ${seconds} s`)
  .join(', ');

/**
 * Game rounds: a signed-in player opens one when a play starts and finishes it with the answers; the
 * server scores them and awards the play's XP once. Visitors play without rounds (and without XP).
 */
export function gameRoundRoutes(
  options: CallerRoutesOptions<GameRoundService> & { rateLimit: RateLimit },
): FastifyPluginAsyncZod {
  return callerJsonRoutes(options.verify, { optional: false }, async (app, caller) => {
    const config = { rateLimit: perCaller(options.rateLimit, caller, 'game-rounds') };

    app.post(
      '/api/v1/game-rounds',
      {
        config,
        schema: {
          tags: ['gamification'],
          summary: 'Opens a round of a game and hands out its content',
          description:
            'The answer names the question, statement, event or artwork ids chosen for this round, in the ' +
            'order to show them (preferring ones the previous round of the game did not show); fixed ' +
            'content (the crossword, the matching pairs) hands out nothing. `locale` (en, fr or ru; en when ' +
            'left out) is the language of the play: the crossword is its own grid in each language, and ' +
            'its round is scored against that grid. At most 100 rounds per user and UTC day (429 ROUND_LIMIT).',
          security: bearerAuth,
          body: gameRoundOpenSchema,
          response: {
            201: gameRoundSchema,
            ...errorAnswers(400, 401, 429),
          },
        },
      },
      async (request, reply) =>
        reply
          .status(201)
          .send(
            await options.service.open(caller.required(request), request.body.game_id, request.body.locale),
          ),
    );

    app.post(
      '/api/v1/game-rounds/:id/finish',
      {
        config,
        schema: {
          tags: ['gamification'],
          summary: 'Finishes a round: scores its answers against the game content and awards XP once',
          description:
            'XP is the game reward (50) scaled by the score the server counts from the answers, once per ' +
            'round (409 ROUND_FINISHED afterwards), within the daily cap of game rewards. Answers that do not ' +
            `fit the round are 400 ANSWERS_INVALID; a round finished faster than a person can play it (${fastest}) ` +
            'is 422 ROUND_TOO_FAST, one opened more than 6 hours ago 422 ROUND_EXPIRED; another user’s ' +
            'round is 404.',
          security: bearerAuth,
          params: z.object({ id: z.uuid() }),
          body: gameRoundFinishSchema,
          response: {
            200: gameRoundResultSchema,
            ...errorAnswers(400, 401, 404, 409, 422, 429),
          },
        },
      },
      async (request) =>
        options.service.finish(caller.required(request), request.params.id, request.body.answers),
    );
  });
}
