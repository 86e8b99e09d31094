import { createHash } from 'node:crypto';
import { z } from 'zod';
import { locales, type Locale } from '@artvoyage/contract/locales';

/**
 * How narrations are spoken and encoded. Part of the cache key: changing anything here
 * synthesises every guide again.
 */
export interface VoiceSettings {
  /** Bumped to synthesise every guide again after a change of code rather than of settings. */
  readonly revision: number;
  /** eSpeak NG voice name. */
  readonly voice: string;
  readonly wordsPerMinute: number;
  /** 0-99. */
  readonly pitch: number;
  /** Extra pause between words, in units of 10 ms. */
  readonly wordGap: number;
  /** MP3 bitrate (mono). */
  readonly kbps: Mp3Bitrate;
}

/** The constant bitrates MPEG audio allows at the voices' sample rate, in kbit/s. */
export type Mp3Bitrate = 8 | 16 | 24 | 32 | 40 | 48 | 64 | 80 | 96 | 112 | 128 | 160;

/** The English guide's voice, and the settings every language shares. */
export const voiceSettings: VoiceSettings = {
  revision: 1,
  /** eSpeak NG voice: American English, the default (male) variant. */
  voice: 'en-us',
  /** Words per minute; eSpeak's default is 175, a little hurried for a museum guide. */
  wordsPerMinute: 150,
  /** 0-99, eSpeak's default is 50. */
  pitch: 50,
  /** Extra pause between words, in units of 10 ms. */
  wordGap: 1,
  /** MP3 bitrate (mono); eSpeak speaks at 22050 Hz. */
  kbps: 48,
};

/**
 * Each language is spoken by eSpeak NG's own voice for it (`espeak-ng --voices`: `fr-fr` is "French
 * (France)", `ru` is "Russian"), at the English guide's pace and quality.
 */
export const voices: { readonly [L in Locale]: VoiceSettings } = {
  en: voiceSettings,
  fr: { ...voiceSettings, voice: 'fr-fr' },
  ru: { ...voiceSettings, voice: 'ru' },
};

export const espeakInputFile = '/narration.txt';
export const espeakOutputFile = '/narration.wav';

/** The espeak-ng command line; the text is read from a file so nothing in it is taken for an option. */
export function espeakArguments(settings: VoiceSettings = voiceSettings): string[] {
  return [
    '-v',
    settings.voice,
    '-s',
    String(settings.wordsPerMinute),
    '-p',
    String(settings.pitch),
    '-g',
    String(settings.wordGap),
    '-w',
    espeakOutputFile,
    '-f',
    espeakInputFile,
  ];
}

/**
 * Tidies a narration for the synthesiser: one paragraph (non-breaking spaces included), plain quotes
 * (French and Russian guillemets and „lapki“ too) and dashes read as pauses.
 */
export function prepareNarration(text: string): string {
  return text
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/\u00AB\s*|\s*\u00BB|[\u201C\u201D\u201E]/g, '"')
    .replace(/\s*[\u2013\u2014]\s*/g, ', ')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * `<artworkId>-<locale>-<hash of the spoken text and voice settings>.mp3`: a new narration, voice or
 * language gets a new file.
 */
export function audioCacheName(
  artworkId: string,
  locale: Locale,
  spokenText: string,
  settings: VoiceSettings = voices[locale],
): string {
  const hash = createHash('sha256')
    .update(JSON.stringify({ narration: prepareNarration(spokenText), settings }))
    .digest('hex')
    .slice(0, 16);
  return `${artworkId}-${locale}-${hash}.mp3`;
}

/**
 * Matches the cache files of one artwork in one language, whatever narration they were made from (in
 * English also those named before guides had languages, `<artworkId>-<hash>.mp3`).
 */
export function audioCacheNamePattern(artworkId: string, locale: Locale): RegExp {
  const language = locale === 'en' ? '(?:en-)?' : `${locale}-`;
  return new RegExp(`^${artworkId}-${language}[0-9a-f]{16}\\.mp3$`);
}

const audioFileSchema = z
  .string()
  .max(80)
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*\.mp3$/, 'The file must be <artworkId>.mp3, e.g. mona-lisa.mp3')
  .describe('<artworkId>.mp3, e.g. mona-lisa.mp3');

/** `/api/v1/audio/:file`: the English guide. */
export const audioFileParamsSchema = z
  .object({ file: audioFileSchema })
  .transform(({ file }) => ({ file, artworkId: file.slice(0, -'.mp3'.length) }));

/** `/api/v1/audio/:locale/:file`: the guide in a language (`en` is also at `/api/v1/audio/:file`). */
export const audioLocaleFileParamsSchema = z
  .object({
    locale: z
      .enum(locales, { error: `The language must be one of ${locales.join(', ')}` })
      .describe(`The guide's language: ${locales.join(', ')}`),
    file: audioFileSchema,
  })
  .transform(({ locale, file }) => ({ locale, file, artworkId: file.slice(0, -'.mp3'.length) }));

export interface WavAudio {
  sampleRate: number;
  channels: number;
  /** 16-bit PCM samples, interleaved when there is more than one channel. */
  samples: Int16Array;
}

/** Reads a 16-bit PCM RIFF/WAVE file (what eSpeak NG writes). */
export function parseWav(bytes: Uint8Array): WavAudio {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const tag = (offset: number) =>
    String.fromCharCode(
      bytes[offset] ?? 0,
      bytes[offset + 1] ?? 0,
      bytes[offset + 2] ?? 0,
      bytes[offset + 3] ?? 0,
    );
  if (bytes.byteLength < 12 || tag(0) !== 'RIFF' || tag(8) !== 'WAVE') {
    throw new Error('not a RIFF/WAVE file');
  }
  let format: { audioFormat: number; channels: number; sampleRate: number; bits: number } | undefined;
  let offset = 12;
  while (offset + 8 <= bytes.byteLength) {
    const id = tag(offset);
    const declared = view.getUint32(offset + 4, true);
    const start = offset + 8;
    // Streamed WAVs can carry a placeholder size; never read past the end.
    const size = Math.min(declared, bytes.byteLength - start);
    if (id === 'fmt ' && size >= 16) {
      format = {
        audioFormat: view.getUint16(start, true),
        channels: view.getUint16(start + 2, true),
        sampleRate: view.getUint32(start + 4, true),
        bits: view.getUint16(start + 14, true),
      };
    } else if (id === 'data') {
      if (!format) throw new Error('WAV data chunk before its fmt chunk');
      if (format.audioFormat !== 1 || format.bits !== 16) {
        throw new Error(`unsupported WAV encoding (format ${format.audioFormat}, ${format.bits} bits)`);
      }
      const count = Math.floor(size / 2);
      const samples = new Int16Array(count);
      for (let i = 0; i < count; i++) samples[i] = view.getInt16(start + i * 2, true);
      return { sampleRate: format.sampleRate, channels: format.channels, samples };
    }
    offset = start + declared + (declared % 2);
  }
  throw new Error('WAV file has no data chunk');
}

/** Duration of a constant-bitrate MP3 from its size. */
export function mp3Seconds(bytes: number, kbps: number): number {
  return (bytes * 8) / (kbps * 1000);
}
