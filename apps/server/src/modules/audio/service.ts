import { readdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { fileExists, partialSuffix, SingleFlight, writeFileAtomic } from '../../storage/disk-cache';
import {
  audioCacheName,
  audioCacheNamePattern,
  prepareNarration,
  voiceSettings,
  type VoiceSettings,
} from './narration';
import type { Priority, SpeechPool } from './speech-pool';

export interface AudioGuideServiceOptions {
  /** Where the MP3s are kept (`<DATA_DIR>/cache/audio`). */
  cacheDir: string;
  log: FastifyBaseLogger;
  speech: Pick<SpeechPool, 'synthesise' | 'promote'>;
  settings?: VoiceSettings;
}

/** What a guide is made from: an artwork's id and narration. */
export interface Narrated {
  id: string;
  narration: string;
}

/** Makes each artwork's audio guide from its narration once, then serves it from the disk cache. */
export class AudioGuideService {
  readonly #flight = new SingleFlight<string>();
  readonly #settings: VoiceSettings;

  constructor(private readonly options: AudioGuideServiceOptions) {
    this.#settings = options.settings ?? voiceSettings;
  }

  get cacheDir(): string {
    return this.options.cacheDir;
  }

  /** Absolute path of the artwork's MP3, synthesised first when it is not in the cache. */
  ensure(artwork: Narrated, priority: Priority = 'now'): Promise<string> {
    const name = audioCacheName(artwork.id, artwork.narration, this.#settings);
    const path = join(this.options.cacheDir, name);
    if (priority === 'now') this.options.speech.promote(name);
    return this.#flight.run(name, async () => {
      if (await fileExists(path)) return path;
      const result = await this.options.speech.synthesise(
        name,
        prepareNarration(artwork.narration),
        this.#settings,
        priority,
      );
      await writeFileAtomic(path, result.mp3);
      this.options.log.info(
        {
          artworkId: artwork.id,
          seconds: Math.round(result.seconds),
          bytes: result.mp3.length,
          synthesisMs: result.synthesisMs,
          encodingMs: result.encodingMs,
        },
        'audio: synthesised guide',
      );
      await this.#removeStale(artwork.id, name);
      return path;
    });
  }

  /** Fills the cache one artwork at a time; failures are logged, never thrown. */
  async warm(artworks: readonly Narrated[], stopped: () => boolean): Promise<void> {
    const started = performance.now();
    for (const artwork of artworks) {
      if (stopped()) return;
      try {
        await this.ensure(artwork, 'background');
      } catch (error) {
        if (stopped()) return;
        this.options.log.error({ err: error, artworkId: artwork.id }, 'audio: warm-up failed');
      }
    }
    this.options.log.info(
      { artworks: artworks.length, ms: Math.round(performance.now() - started) },
      'audio: guides ready',
    );
  }

  /** Removes MP3s of an earlier narration of the same artwork. */
  async #removeStale(artworkId: string, keep: string): Promise<void> {
    const pattern = audioCacheNamePattern(artworkId);
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
