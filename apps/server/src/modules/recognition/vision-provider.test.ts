import { describe, expect, it } from 'vitest';
import type { ProviderConfig } from '../../shared/ai-providers/config';
import { buildVisionRequest, matchOurSubject, parseVisionReply } from './vision-provider';

const gemini: ProviderConfig = {
  name: 'g',
  kind: 'gemini',
  endpoint: 'https://example.test/v1beta/models/{model}:generateContent',
  models: ['vision-1', 'vision-2'],
  key: 'secret key',
  limits: {},
};

describe('the vision provider', () => {
  it('sends Gemini the photo as inline data, the key in the query string and the first model', () => {
    const request = buildVisionRequest(gemini, { mimeType: 'image/jpeg', base64: 'AAAA' });
    expect(request.url).toBe('https://example.test/v1beta/models/vision-1:generateContent?key=secret+key');
    expect(request.headers.authorization).toBeUndefined();
    const body = request.body as { contents: { parts: Record<string, unknown>[] }[] };
    expect(body.contents[0]?.parts[1]).toEqual({ inline_data: { mime_type: 'image/jpeg', data: 'AAAA' } });
  });

  it('matches the names a provider uses to our artworks and landmarks', () => {
    expect(matchOurSubject('La Joconde')).toEqual({ kind: 'artwork', id: 'mona-lisa' });
    expect(matchOurSubject('The Winged Victory of Samothrace')).toEqual({
      kind: 'artwork',
      id: 'winged-victory',
    });
    expect(matchOurSubject('Tour Eiffel')).toEqual({ kind: 'landmark', id: 'eiffel-tower' });
    expect(matchOurSubject('Sacre-Coeur Basilica')).toEqual({ kind: 'landmark', id: 'sacre-coeur' });
    expect(matchOurSubject('Big Ben')).toBeUndefined();
  });

  it('reads the JSON out of a fenced reply, best first, at most three, our facts for our subjects', () => {
    const entries = [
      { name: 'Big Ben', location: 'London, United Kingdom', confidence: 0.3 },
      { name: 'Mona Lisa', confidence: 0.91, description: 'A portrait.' },
      { name: 'Some statue', confidence: 0.2 },
      { name: 'Another one', confidence: 0.1 },
    ];
    const results = parseVisionReply(`Sure!\n\`\`\`json\n${JSON.stringify({ landmarks: entries })}\n\`\`\``);
    expect(results.map((r) => r.name)).toEqual(['Mona Lisa', 'Big Ben', 'Some statue']);
    expect(results[0]).toMatchObject({ confidence: 0.91, room: expect.stringMatching(/Room 711/) });
    expect(results[1]).toMatchObject({
      location: 'London, United Kingdom',
      cultural_context: '',
      recommendations: [],
    });
    expect(results[1]?.subject).toBeUndefined();
  });

  it('takes an empty list as "not recognised" and refuses anything else', () => {
    expect(parseVisionReply('{"landmarks":[]}')).toEqual([]);
    expect(() => parseVisionReply('It looks like a museum.')).toThrow(/without JSON/);
    expect(() => parseVisionReply('{"landmarks":[{"name":"X","confidence":3}]}')).toThrow();
    expect(() => parseVisionReply('{"landmarks":"none"}')).toThrow();
    expect(() => parseVisionReply('{"landmarks":[{"name":"X","confidence":0.5}')).toThrow();
  });

  it('cuts over-long texts instead of passing them on', () => {
    const [result] = parseVisionReply(
      JSON.stringify({
        landmarks: [{ name: 'A stone bridge', confidence: 0.5, description: 'x'.repeat(2000) }],
      }),
    );
    expect(result?.description).toHaveLength(1000);
  });
});
