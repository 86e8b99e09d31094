import { z } from 'zod';

/*
 * The art-expert chat (POST /functions/v1/ai-chat, and /functions/v1/ai-chat/stream for Server-Sent
 * Events). The browser sends the new message with the recent conversation; the server keeps the keys
 * of any AI provider and answers from a provider or, with none, from the embedded museum expert.
 */

/** The last 5 messages go to the provider as history. */
export const chatHistoryLength = 5;
export const chatMessageMaxLength = 2000;
export const chatLanguages = ['en', 'fr', 'ru'] as const;

export const chatHistoryMessageSchema = z.object({
  role: z.enum(['user', 'assistant']),
  content: z.string().trim().min(1).max(8000),
});
export type ChatHistoryMessage = z.infer<typeof chatHistoryMessageSchema>;

export const aiChatRequestSchema = z
  .object({
    message: z
      .string()
      .trim()
      .min(1, 'Write a message first')
      .max(chatMessageMaxLength, `Messages are at most ${chatMessageMaxLength} characters`),
    /** Earlier messages, oldest first; only the last five are used. */
    history: z.array(chatHistoryMessageSchema).max(100).default([]),
    sessionId: z
      .string()
      .regex(/^(session|fallback)_\d{1,16}$/, 'A session id is session_{timestamp}')
      .optional(),
    /** The interface language; providers are asked to answer in it. */
    language: z.enum(chatLanguages).default('en'),
  })
  .meta({ id: 'AiChatRequest' });
export type AiChatRequest = z.input<typeof aiChatRequestSchema>;

/** A page of the app an answer refers to. */
export const chatLinkSchema = z.object({ label: z.string(), path: z.string().startsWith('/') });
export type ChatLink = z.infer<typeof chatLinkSchema>;

export const aiChatResponseSchema = z
  .object({
    response: z.string(),
    /** "session_{timestamp}", or "fallback_{timestamp}" when every provider failed. */
    sessionId: z.string(),
    /** Who answered: a configured provider, the embedded museum expert, or the fallback text. */
    source: z.enum(['provider', 'museum-expert', 'fallback']),
    provider: z.string().optional(),
    links: z.array(chatLinkSchema),
  })
  .meta({ id: 'AiChatResponse' });
export type AiChatResponse = z.infer<typeof aiChatResponseSchema>;

/** Stream events: `delta` carries text as it is written, `done` the whole answer. */
export const chatStreamDeltaSchema = z.object({ text: z.string() });

/** The reply when every provider failed (a fixed apology). */
export const chatFallbackReply =
  "I apologize, but I am currently experiencing technical difficulties. Please try again later. Meanwhile, feel free to explore our virtual tour of the museum's masterpieces!";
