import { describe, expect, it } from 'vitest';
import { providerRequest } from './clients';
import type { ProviderConfig } from './config';

const provider = (kind: ProviderConfig['kind'], endpoint: string): ProviderConfig => ({
  name: kind,
  kind,
  endpoint,
  models: ['first-model', 'second-model'],
  key: 'secret key',
  limits: {},
});
const bodies = { openai: (model: string) => ({ chat: model }), gemini: () => ({ generate: true }) };

describe('providerRequest', () => {
  it('sends chat-completions its first model in the body and the key as a bearer token', () => {
    expect(providerRequest(provider('openai', 'https://example.test/v1/chat'), bodies)).toEqual({
      url: 'https://example.test/v1/chat',
      headers: { 'content-type': 'application/json', authorization: 'Bearer secret key' },
      body: { chat: 'first-model' },
    });
  });

  it('sends Gemini its first model in the address and the key in the query string', () => {
    expect(
      providerRequest(provider('gemini', 'https://example.test/models/{model}:generate'), bodies),
    ).toEqual({
      url: 'https://example.test/models/first-model:generate?key=secret+key',
      headers: { 'content-type': 'application/json' },
      body: { generate: true },
    });
  });
});
