import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { ProviderConfig, ProviderLimits } from '../shared/ai-providers/config';

export type FakeProviderBehaviour = 'ok' | 'http500' | 'http429' | 'bad-shape' | 'not-json' | 'hang';

export interface FakeProviderCall {
  name: string;
  kind: 'openai' | 'gemini';
  authorization: string | undefined;
  query: URLSearchParams;
  model: string | undefined;
  body: Record<string, unknown>;
}

export interface FakeAiProviders {
  url: string;
  calls: FakeProviderCall[];
  /** How each provider (by name) answers; 'ok' when unset. */
  behaviour: Map<string, FakeProviderBehaviour>;
  /** A fixed reply text for a provider (by name), instead of the echo. */
  replies: Map<string, string>;
  /** The configuration of a provider served by this fake. */
  provider(name: string, kind: 'openai' | 'gemini', limits?: ProviderLimits): ProviderConfig;
  close(): Promise<void>;
}

/**
 * Local stand-ins for AI providers, speaking their HTTP protocols: OpenAI chat completions
 * (POST /{name}/v1/chat/completions with a bearer key) and Gemini generateContent
 * (POST /{name}/v1beta/models/{model}:generateContent?key=…). The reply names the provider and
 * echoes the last user message, so tests see who answered what, unless a fixed reply is set.
 */
export async function startFakeAiProviders(): Promise<FakeAiProviders> {
  const hanging = new Set<ServerResponse>();
  const fake: FakeAiProviders = {
    url: '',
    calls: [],
    behaviour: new Map(),
    replies: new Map(),
    provider: (name, kind, limits = {}) => ({
      name,
      kind,
      endpoint:
        kind === 'openai'
          ? `${fake.url}/${name}/v1/chat/completions`
          : `${fake.url}/${name}/v1beta/models/{model}:generateContent`,
      models: [`${name}-model-1`, `${name}-model-2`],
      key: `key-${name}`,
      limits,
    }),
    close: async () => undefined,
  };

  const server: Server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    const openai = /^\/([\w.-]+)\/v1\/chat\/completions$/.exec(url.pathname);
    const gemini = /^\/([\w.-]+)\/v1beta\/models\/([^/:]+):generateContent$/.exec(url.pathname);
    const json = (status: number, body: unknown) =>
      response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    if (request.method !== 'POST' || (!openai && !gemini)) return json(404, { error: 'not found' });
    const name = (openai?.[1] ?? gemini?.[1]) as string;
    const kind = openai ? 'openai' : 'gemini';
    let raw = '';
    request.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
    request.on('end', () => {
      const body = JSON.parse(raw || '{}') as Record<string, unknown>;
      const authorization = request.headers.authorization;
      const model = kind === 'openai' ? (body.model as string | undefined) : gemini?.[2];
      fake.calls.push({ name, kind, authorization, query: url.searchParams, model, body });
      const keyOk =
        kind === 'openai'
          ? authorization === `Bearer key-${name}`
          : url.searchParams.get('key') === `key-${name}`;
      if (!keyOk) return json(401, { error: { message: 'Invalid API key' } });

      const lastUser =
        kind === 'openai'
          ? ((body.messages as { role: string; content: string }[]).filter((m) => m.role === 'user').at(-1)
              ?.content ?? '')
          : ((body.contents as { role: string; parts: { text: string }[] }[])
              .filter((c) => c.role === 'user')
              .at(-1)?.parts[0]?.text ?? '');
      const text = fake.replies.get(name) ?? `${name} answers: ${lastUser}`;
      switch (fake.behaviour.get(name) ?? 'ok') {
        case 'ok':
          return kind === 'openai'
            ? json(200, {
                id: 'chatcmpl-1',
                choices: [{ index: 0, message: { role: 'assistant', content: text } }],
              })
            : json(200, {
                candidates: [{ content: { role: 'model', parts: [{ text }] }, finishReason: 'STOP' }],
              });
        case 'http500':
          return response.writeHead(500, { 'content-type': 'text/plain' }).end('upstream exploded');
        case 'http429':
          return json(429, { error: { message: 'Rate limit reached' } });
        case 'bad-shape':
          return json(200, { choices: [], candidates: [] });
        case 'not-json':
          return response.writeHead(200, { 'content-type': 'text/html' }).end('<html>gateway</html>');
        case 'hang':
          hanging.add(response);
          return undefined;
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  fake.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  fake.close = () =>
    new Promise((resolve) => {
      for (const response of hanging) response.destroy();
      server.close(() => resolve());
    });
  return fake;
}
