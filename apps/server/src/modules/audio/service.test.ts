import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pino from 'pino';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Locale } from '@artvoyage/contract/locales';
import { audioCacheName, type VoiceSettings } from './narration';
import { AudioGuideService } from './service';
import type { Priority } from './speech-pool';
import type { Synthesis } from './synthesise';

/** Stands in for the speech worker: records calls and answers the text's bytes. */
class FakeSpeech {
  calls: Array<{ key: string; priority: Priority; voice: string; text: string }> = [];
  promoted: string[] = [];
  running = 0;
  maxRunning = 0;
  failFor = new Set<string>();

  async synthesise(
    key: string,
    text: string,
    settings: VoiceSettings,
    priority: Priority,
  ): Promise<Synthesis> {
    this.calls.push({ key, priority, voice: settings.voice, text });
    this.running++;
    this.maxRunning = Math.max(this.maxRunning, this.running);
    await new Promise((resolve) => setTimeout(resolve, 5));
    this.running--;
    if ([...this.failFor].some((id) => key.startsWith(`${id}-`))) throw new Error('no voice today');
    return { mp3: new TextEncoder().encode(text), seconds: 1, synthesisMs: 1, encodingMs: 1 };
  }

  promote(key: string): void {
    this.promoted.push(key);
  }
}

const narration = (id: string) => `This is the narration of ${id}. `.repeat(10);
const artworks = ['mona-lisa', 'venus-de-milo', 'raft-medusa'].map((id) => ({
  id,
  locale: 'en' as Locale,
  narration: narration(id),
}));
const cacheName = (id: string, text = narration(id), locale: Locale = 'en') =>
  audioCacheName(id, locale, text.trim());

describe('AudioGuideService', () => {
  let dir: string;
  let speech: FakeSpeech;
  let errors: string[];
  let service: AudioGuideService;

  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'artvoyage-audio-'));
    speech = new FakeSpeech();
    errors = [];
    const log = pino({ level: 'error' }, { write: (line: string) => void errors.push(line) });
    service = new AudioGuideService({ cacheDir: dir, log, speech });
  });
  afterEach(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('synthesises once for concurrent requests and keeps the MP3', async () => {
    const [first, ...rest] = await Promise.all(Array.from({ length: 5 }, () => service.ensure(artworks[0]!)));
    expect(rest.every((path) => path === first)).toBe(true);
    expect(speech.calls).toHaveLength(1);
    expect(await readFile(first!, 'utf8')).toBe(narration('mona-lisa').trim());
    await service.ensure(artworks[0]!);
    expect(speech.calls).toHaveLength(1);
  });

  it('makes a new file when the narration changes and drops the old one', async () => {
    const old = await service.ensure(artworks[0]!);
    const changed = await service.ensure({
      id: 'mona-lisa',
      locale: 'en',
      narration: `${narration('mona-lisa')} New.`,
    });
    expect(changed).not.toBe(old);
    expect(await readdir(dir)).toEqual([cacheName('mona-lisa', `${narration('mona-lisa')} New.`)]);
  });

  it("keeps each language's guide apart, spoken by its voice in its spoken form", async () => {
    const french = 'Le roi Louis XVIII l’offre au Louvre en 1821. '.repeat(5);
    const russian = 'Её нашли в 1820 году. '.repeat(5);
    await service.ensure(artworks[0]!);
    const frenchPath = await service.ensure({ id: 'mona-lisa', locale: 'fr', narration: french });
    await service.ensure({ id: 'mona-lisa', locale: 'ru', narration: russian });
    expect(speech.calls.map((call) => call.voice)).toEqual(['en-us', 'fr-fr', 'ru']);
    expect(speech.calls[1]?.text).toContain("Le roi Louis 18 l'offre au Louvre en 1821.");
    expect(speech.calls[2]?.text).toContain('Её нашли в тысяча восемьсот двадцатом году.');
    expect((await readdir(dir)).sort()).toEqual(
      [
        cacheName('mona-lisa'),
        audioCacheName('mona-lisa', 'fr', speech.calls[1]!.text),
        audioCacheName('mona-lisa', 'ru', speech.calls[2]!.text),
      ].sort(),
    );

    // A new French narration replaces the French file only.
    const changed = await service.ensure({ id: 'mona-lisa', locale: 'fr', narration: `${french} Fin.` });
    expect(changed).not.toBe(frenchPath);
    const files = await readdir(dir);
    expect(files).toHaveLength(3);
    expect(files).toContain(cacheName('mona-lisa'));
  });

  it('does not delete the guides of another artwork whose id starts the same', async () => {
    await writeFile(join(dir, cacheName('mona-lisa-sketch', 'x')), 'other');
    await service.ensure(artworks[0]!);
    expect(await readdir(dir)).toHaveLength(2);
  });

  it('warms the cache one artwork at a time, in the background, logging failures', async () => {
    speech.failFor.add('venus-de-milo');
    await service.warm(artworks, () => false);
    expect(speech.maxRunning).toBe(1);
    expect(speech.calls.map((call) => call.priority)).toEqual(['background', 'background', 'background']);
    expect((await readdir(dir)).sort()).toEqual([cacheName('mona-lisa'), cacheName('raft-medusa')].sort());
    expect(errors.join('\n')).toContain('no voice today');
  });

  it('stops warming when asked', async () => {
    let stop = false;
    const warming = service.warm(artworks, () => stop);
    stop = true;
    await warming;
    expect(speech.calls.length).toBeLessThanOrEqual(1);
  });

  it('moves a listener ahead of the warm-up', async () => {
    await service.ensure(artworks[1]!, 'now');
    expect(speech.promoted).toEqual([cacheName('venus-de-milo')]);
    expect(speech.calls[0]?.priority).toBe('now');
  });
});
