import type { ChatHistoryMessage } from '@artvoyage/contract';
import type { ProviderConfig } from './config';

/** Every provider gets the same generation settings: at most 2000 output tokens, temperature 0.7. */
export const generation = { maxTokens: 2000, temperature: 0.7 } as const;

export interface ChatPrompt {
  system: string;
  /** Oldest first, ending with the user's new message. */
  messages: readonly ChatHistoryMessage[];
}

/** A provider's non-OK answer, worded "HTTP {status}: {body}". */
export class ProviderHttpError extends Error {
  constructor(
    readonly status: number,
    body: string,
  ) {
    super(`HTTP ${status}: ${body.slice(0, 500)}`);
  }
}

export interface ProviderRequest {
  url: string;
  headers: Record<string, string>;
  body: unknown;
}

/** One request's body in each provider's API: chat-completions names the model, Gemini's address does. */
export interface ProviderBodies {
  openai(model: string): unknown;
  gemini(): unknown;
}

/**
 * A request to a provider, with the body its API takes. Chat-completions take the key as a bearer
 * token; Gemini takes it in the query string, with `{model}` in the endpoint replaced by the model.
 */
export function providerRequest(provider: ProviderConfig, bodies: ProviderBodies): ProviderRequest {
  const model = provider.models[0] ?? '';
  if (provider.kind === 'openai') {
    return {
      url: provider.endpoint,
      headers: { 'content-type': 'application/json', authorization: `Bearer ${provider.key}` },
      body: bodies.openai(model),
    };
  }
  const url = new URL(provider.endpoint.replace('{model}', encodeURIComponent(model)));
  url.searchParams.set('key', provider.key);
  return { url: url.toString(), headers: { 'content-type': 'application/json' }, body: bodies.gemini() };
}

/** The HTTP request for one provider: chat-completions with a bearer key, or Gemini generateContent. */
export function buildProviderRequest(provider: ProviderConfig, prompt: ChatPrompt): ProviderRequest {
  return providerRequest(provider, {
    openai: (model) => ({
      model,
      messages: [{ role: 'system', content: prompt.system }, ...prompt.messages],
      max_tokens: generation.maxTokens,
      temperature: generation.temperature,
    }),
    gemini: () => ({
      systemInstruction: { parts: [{ text: prompt.system }] },
      contents: prompt.messages.map((message) => ({
        role: message.role === 'assistant' ? 'model' : 'user',
        parts: [{ text: message.content }],
      })),
      generationConfig: { maxOutputTokens: generation.maxTokens, temperature: generation.temperature },
    }),
  });
}

/** The reply text: choices[0].message.content, or candidates[0].content.parts[0].text for Gemini. */
export function readProviderReply(provider: ProviderConfig, json: unknown): string {
  const reply =
    provider.kind === 'openai'
      ? (json as { choices?: { message?: { content?: unknown } }[] })?.choices?.[0]?.message?.content
      : (json as { candidates?: { content?: { parts?: { text?: unknown }[] } }[] })?.candidates?.[0]?.content
          ?.parts?.[0]?.text;
  if (typeof reply !== 'string' || !reply.trim())
    throw new Error('The provider answered without a reply text');
  return reply.trim();
}

/** Posts a provider request and answers its JSON; a non-OK answer is "HTTP {status}: {body}". */
export async function postProviderRequest(request: ProviderRequest, timeoutMs: number): Promise<unknown> {
  const response = await fetch(request.url, {
    method: 'POST',
    headers: request.headers,
    body: JSON.stringify(request.body),
    signal: AbortSignal.timeout(timeoutMs),
  });
  const text = await response.text();
  if (!response.ok) throw new ProviderHttpError(response.status, text);
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new Error('The provider answered with something other than JSON');
  }
}

/** One call to one provider; throws ProviderHttpError, a timeout or a shape error on failure. */
export async function callProvider(
  provider: ProviderConfig,
  prompt: ChatPrompt,
  timeoutMs: number,
): Promise<string> {
  const json = await postProviderRequest(buildProviderRequest(provider, prompt), timeoutMs);
  return readProviderReply(provider, json);
}
