import { readdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Locale } from '@artvoyage/contract/locales';
import { fileExists, partialSuffix, SingleFlight, writeFileAtomic } from '../../storage/disk-cache';
import {
  audioCacheName,
  audioCacheNamePattern,
  prepareNarration,
  voices,
  type VoiceSettings,
} from './narration';
import type { Priority, SpeechPool } from './speech-pool';
import { spokenForm } from './spoken-form';

export interface AudioGuideServiceOptions {
  /** Where the MP3s are kept (`<DATA_DIR>/cache/audio`). */
  cacheDir: string;
  log: FastifyBaseLogger;
  speech: Pick<SpeechPool, 'synthesise' | 'promote'>;
  /** Each language's voice (default: `voices`). */
  voices?: { readonly [L in Locale]: VoiceSettings };
}

/** What a guide is made from: an artwork's id, the language and the narration in it. */
export interface Narrated {
  id: string;
  locale: Locale;
  narration: string;
}

/**
 * Makes each artwork's audio guide in each language from its narration once, then serves it from the
 * disk cache.
 */
export class AudioGuideService {
  readonly #flight = new SingleFlight<string>();
  readonly #voices: { readonly [L in Locale]: VoiceSettings };

  constructor(private readonly options: AudioGuideServiceOptions) {
    this.#voices = options.voices ?? voices;
  }

  get cacheDir(): string {
    return this.options.cacheDir;
  }

  /** Absolute path of the guide's MP3, synthesised first when it is not in the cache. */
  ensure(guide: Narrated, priority: Priority = 'now'): Promise<string> {
    const settings = this.#voices[guide.locale];
    const spoken = prepareNarration(spokenForm(guide.narration, guide.locale));
    const name = audioCacheName(guide.id, guide.locale, spoken, settings);
    const path = join(this.options.cacheDir, name);
    if (priority === 'now') this.options.speech.promote(name);
    return this.#flight.run(name, async () => {
      if (await fileExists(path)) return path;
      const result = await this.options.speech.synthesise(name, spoken, settings, priority);
      await writeFileAtomic(path, result.mp3);
      this.options.log.info(
        {
          artworkId: guide.id,
          locale: guide.locale,
          seconds: Math.round(result.seconds),
          bytes: result.mp3.length,
          synthesisMs: result.synthesisMs,
          encodingMs: result.encodingMs,
        },
        'audio: synthesised guide',
      );
      await this.#removeStale(guide, name);
      return path;
    });
  }

  /** Fills the cache one guide at a time, in the given order; failures are logged, never thrown. */
  async warm(guides: readonly Narrated[], stopped: () => boolean): Promise<void> {
    const started = performance.now();
    for (const guide of guides) {
      if (stopped()) return;
      try {
        await this.ensure(guide, 'background');
      } catch (error) {
        if (stopped()) return;
        this.options.log.error(
          { err: error, artworkId: guide.id, locale: guide.locale },
          'audio: warm-up failed',
        );
      }
    }
    this.options.log.info(
      { guides: guides.length, ms: Math.round(performance.now() - started) },
      'audio: guides ready',
    );
  }

  /** Removes MP3s of an earlier narration of the same artwork in the same language. */
  async #removeStale(guide: Narrated, keep: string): Promise<void> {
    const pattern = audioCacheNamePattern(guide.id, guide.locale);
    try {
      for (const name of await readdir(this.options.cacheDir)) {
        if (name !== keep && pattern.test(name) && !name.endsWith(partialSuffix)) {
          await rm(join(this.options.cacheDir, name), { force: true });
        }
      }
    } catch (error) {
      this.options.log.warn({ err: error }, 'audio: could not tidy the cache');
    }
  }
}
