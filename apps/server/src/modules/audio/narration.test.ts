import { describe, expect, it } from 'vitest';
import {
  audioCacheName,
  audioCacheNamePattern,
  audioFileParamsSchema,
  audioLocaleFileParamsSchema,
  espeakArguments,
  espeakInputFile,
  mp3Seconds,
  parseWav,
  prepareNarration,
  voices,
  voiceSettings,
} from './narration';

function wav(samples: number[], options: { sampleRate?: number; extraChunk?: boolean } = {}): Uint8Array {
  const sampleRate = options.sampleRate ?? 22050;
  const extra = options.extraChunk ? 8 + 3 + 1 : 0; // odd-sized chunk plus its pad byte
  const bytes = new Uint8Array(44 + extra + samples.length * 2);
  const view = new DataView(bytes.buffer);
  const text = (offset: number, value: string) =>
    [...value].forEach((char, i) => view.setUint8(offset + i, char.charCodeAt(0)));
  text(0, 'RIFF');
  view.setUint32(4, bytes.length - 8, true);
  text(8, 'WAVE');
  text(12, 'fmt ');
  view.setUint32(16, 16, true);
  view.setUint16(20, 1, true);
  view.setUint16(22, 1, true);
  view.setUint32(24, sampleRate, true);
  view.setUint32(28, sampleRate * 2, true);
  view.setUint16(32, 2, true);
  view.setUint16(34, 16, true);
  let at = 36;
  if (options.extraChunk) {
    text(at, 'LIST');
    view.setUint32(at + 4, 3, true);
    at += 12;
  }
  text(at, 'data');
  view.setUint32(at + 4, samples.length * 2, true);
  samples.forEach((sample, i) => view.setInt16(at + 8 + i * 2, sample, true));
  return bytes;
}

describe('parseWav', () => {
  it('reads 16-bit PCM', () => {
    const audio = parseWav(wav([0, 1000, -1000, 32767, -32768]));
    expect(audio.sampleRate).toBe(22050);
    expect(audio.channels).toBe(1);
    expect([...audio.samples]).toEqual([0, 1000, -1000, 32767, -32768]);
  });

  it('skips unknown chunks, padded to even sizes', () => {
    expect([...parseWav(wav([5, 6], { extraChunk: true })).samples]).toEqual([5, 6]);
  });

  it('copes with a data size larger than the file (streamed WAV)', () => {
    const bytes = wav([1, 2, 3]);
    new DataView(bytes.buffer).setUint32(40, 0x7fffffff, true);
    expect([...parseWav(bytes).samples]).toEqual([1, 2, 3]);
  });

  it('refuses what is not a WAV', () => {
    expect(() => parseWav(new TextEncoder().encode('ID3 definitely not a wave file'))).toThrow(/RIFF/);
  });
});

describe('audio cache names', () => {
  const narration = 'Welcome to the Mona Lisa. '.repeat(10);

  it('carry the artwork id, the language and a hash', () => {
    expect(audioCacheName('mona-lisa', 'en', narration)).toMatch(/^mona-lisa-en-[0-9a-f]{16}\.mp3$/);
    expect(audioCacheName('mona-lisa', 'fr', narration)).toMatch(/^mona-lisa-fr-[0-9a-f]{16}\.mp3$/);
    expect(audioCacheName('mona-lisa', 'ru', narration)).toMatch(audioCacheNamePattern('mona-lisa', 'ru'));
  });

  it('change with the narration, the language and the voice settings', () => {
    const name = audioCacheName('mona-lisa', 'en', narration);
    expect(audioCacheName('mona-lisa', 'en', `${narration} More.`)).not.toBe(name);
    expect(audioCacheName('mona-lisa', 'en', narration, { ...voiceSettings, wordsPerMinute: 160 })).not.toBe(
      name,
    );
    expect(audioCacheName('mona-lisa', 'fr', narration).slice(-20)).not.toBe(name.slice(-20));
  });

  it('keep each language to its own files', () => {
    const french = audioCacheName('mona-lisa', 'fr', narration);
    expect(french).not.toMatch(audioCacheNamePattern('mona-lisa', 'en'));
    expect(french).not.toMatch(audioCacheNamePattern('mona-lisa', 'ru'));
    // English guides named before guides had languages are tidied away with the English ones.
    expect('mona-lisa-0123456789abcdef.mp3').toMatch(audioCacheNamePattern('mona-lisa', 'en'));
    expect('mona-lisa-0123456789abcdef.mp3').not.toMatch(audioCacheNamePattern('mona-lisa', 'fr'));
  });

  it('do not let one id claim the files of a longer one', () => {
    expect(audioCacheName('great-sphinx', 'en', narration)).not.toMatch(audioCacheNamePattern('great', 'en'));
  });
});

describe('audioFileParamsSchema', () => {
  it('takes <artworkId>.mp3', () => {
    expect(audioFileParamsSchema.parse({ file: 'mona-lisa.mp3' })).toEqual({
      file: 'mona-lisa.mp3',
      artworkId: 'mona-lisa',
    });
  });

  it.each(['mona-lisa.wav', 'mona-lisa', '../x.mp3', 'Mona-Lisa.mp3', '.mp3', 'mona-lisa.mp3.mp3'])(
    'refuses %j',
    (file) => {
      expect(audioFileParamsSchema.safeParse({ file }).success).toBe(false);
    },
  );
});

describe('audioLocaleFileParamsSchema', () => {
  it('takes <locale>/<artworkId>.mp3', () => {
    expect(audioLocaleFileParamsSchema.parse({ locale: 'ru', file: 'mona-lisa.mp3' })).toEqual({
      locale: 'ru',
      file: 'mona-lisa.mp3',
      artworkId: 'mona-lisa',
    });
  });

  it.each(['de', 'FR', 'fr-fr', ''])('refuses the language %j, naming the ones there are', (locale) => {
    const result = audioLocaleFileParamsSchema.safeParse({ locale, file: 'mona-lisa.mp3' });
    expect(result.error?.issues[0]?.message).toBe('The language must be one of en, fr, ru');
  });
});

describe('voices', () => {
  it("speak each language with eSpeak NG's own voice for it, alike otherwise", () => {
    expect(voices.en.voice).toBe('en-us');
    expect(voices.fr).toEqual({ ...voices.en, voice: 'fr-fr' });
    expect(voices.ru).toEqual({ ...voices.en, voice: 'ru' });
  });
});

describe('synthesiser input', () => {
  it('reads the text from a file so it is never taken for an option', () => {
    const args = espeakArguments();
    expect(args).toEqual(expect.arrayContaining(['-v', 'en-us', '-f', espeakInputFile]));
    expect(args.at(-1)).toBe(espeakInputFile);
  });

  it('tidies quotes, dashes and whitespace', () => {
    expect(prepareNarration('  \u201CHello\u201D \u2014 it\u2019s\n\nart. ')).toBe('"Hello", it\'s art.');
  });

  it('tidies French and Russian quotes and non-breaking spaces', () => {
    expect(prepareNarration('voici\u00a0: «\u00a0La Joconde\u00a0» d\u2019abord')).toBe(
      'voici : "La Joconde" d\'abord',
    );
    expect(prepareNarration('«Плот \u201EМедузы\u201C»\u00a0\u2014 это')).toBe('"Плот "Медузы"", это');
  });

  it('estimates a CBR duration', () => {
    expect(mp3Seconds((48_000 * 10) / 8, 48)).toBe(10);
  });
});
