import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pino from 'pino';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { audioCacheName, type VoiceSettings } from './narration';
import { AudioGuideService } from './service';
import type { Priority } from './speech-pool';
import type { Synthesis } from './synthesise';

/** Stands in for the speech worker: records calls and answers the text's bytes. */
class FakeSpeech {
  calls: Array<{ key: string; priority: Priority }> = [];
  promoted: string[] = [];
  running = 0;
  maxRunning = 0;
  failFor = new Set<string>();

  async synthesise(
    key: string,
    text: string,
    _settings: VoiceSettings,
    priority: Priority,
  ): Promise<Synthesis> {
    this.calls.push({ key, priority });
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
  narration: narration(id),
}));

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
    const changed = await service.ensure({ id: 'mona-lisa', narration: `${narration('mona-lisa')} New.` });
    expect(changed).not.toBe(old);
    expect(await readdir(dir)).toEqual([audioCacheName('mona-lisa', `${narration('mona-lisa')} New.`)]);
  });

  it('does not delete the guides of another artwork whose id starts the same', async () => {
    await writeFile(join(dir, audioCacheName('mona-lisa-sketch', 'x')), 'other');
    await service.ensure(artworks[0]!);
    expect(await readdir(dir)).toHaveLength(2);
  });

  it('warms the cache one artwork at a time, in the background, logging failures', async () => {
    speech.failFor.add('venus-de-milo');
    await service.warm(artworks, () => false);
    expect(speech.maxRunning).toBe(1);
    expect(speech.calls.map((call) => call.priority)).toEqual(['background', 'background', 'background']);
    expect((await readdir(dir)).sort()).toEqual(
      [
        audioCacheName('mona-lisa', narration('mona-lisa')),
        audioCacheName('raft-medusa', narration('raft-medusa')),
      ].sort(),
    );
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
    expect(speech.promoted).toEqual([audioCacheName('venus-de-milo', narration('venus-de-milo'))]);
    expect(speech.calls[0]?.priority).toBe('now');
  });
});
