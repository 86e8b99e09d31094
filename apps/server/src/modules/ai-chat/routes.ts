import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { aiChatRequestSchema, aiChatResponseSchema, errorBodySchema } from '@artvoyage/contract';
import { useLenientJsonParser } from '../../http/lenient-json';
import type { AiChatService } from './service';

/** Splits an answer into pieces for the stream: sentence by sentence, keeping the spaces. */
export function streamPieces(text: string): string[] {
  return text.match(/[^.!?\n]+[.!?]*\s*|\n+/g) ?? [text];
}

/**
 * The art-expert chat as a function (POST /functions/v1/ai-chat, JSON in and out) and as a stream
 * (POST /functions/v1/ai-chat/stream, Server-Sent Events: `delta` pieces of text, then `done` with the
 * whole answer). Open to visitors, rate-limited per address.
 */
export function aiChatRoutes(options: {
  service: AiChatService;
  /** Per client address: generous for a conversation, tight enough that nobody drains the providers. */
  rateLimit: { max: number; timeWindow: number };
}): FastifyPluginAsyncZod {
  return async (app) => {
    useLenientJsonParser(app);
    const config = { rateLimit: options.rateLimit };

    app.post(
      '/functions/v1/ai-chat',
      {
        config,
        schema: {
          tags: ['ai'],
          summary: 'One turn of the art-expert chat',
          description:
            'Answers the message with the last 5 history messages as context: from the configured AI ' +
            'providers in rotation (AI_PROVIDERS; a fixed apology with a "fallback_" session id ' +
            'when all fail) or, with none configured, from the embedded museum expert, which retrieves ' +
            'passages of the knowledge base and says when it does not know.',
          body: aiChatRequestSchema,
          response: { 200: aiChatResponseSchema, 400: errorBodySchema, 429: errorBodySchema },
        },
      },
      async (request) => options.service.reply(request.body),
    );

    app.post(
      '/functions/v1/ai-chat/stream',
      {
        config,
        schema: {
          tags: ['ai'],
          summary: 'The same chat turn as Server-Sent Events',
          description:
            'text/event-stream: `delta` events ({text}) as the answer is written, then one `done` event ' +
            'holding the AiChatResponse. Errors before the stream starts are JSON, as for /ai-chat.',
          body: aiChatRequestSchema,
          response: { 400: errorBodySchema, 429: errorBodySchema },
        },
      },
      async (request, reply) => {
        const answer = await options.service.reply(request.body);
        // Written on the raw response, so the headers set by hooks (security headers) are copied over.
        const hookHeaders = Object.entries(reply.getHeaders()).filter(
          (entry): entry is [string, string | number | string[]] => entry[1] !== undefined,
        );
        reply.hijack();
        reply.raw.writeHead(200, {
          ...Object.fromEntries(hookHeaders),
          'content-type': 'text/event-stream; charset=utf-8',
          'cache-control': 'no-store',
          'x-accel-buffering': 'no',
        });
        for (const piece of streamPieces(answer.response)) {
          reply.raw.write(`event: delta\ndata: ${JSON.stringify({ text: piece })}\n\n`);
        }
        reply.raw.write(`event: done\ndata: ${JSON.stringify(answer)}\n\n`);
        reply.raw.end();
      },
    );
  };
}
