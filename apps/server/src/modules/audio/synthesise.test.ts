import { describe, expect, it } from 'vitest';
import type { WavAudio } from './narration';
import { encodeMp3, monoFloatSamples } from './synthesise';

const sampleRate = 22050;

/** One second of a 440 Hz tone at half volume, in `channels` identical channels. */
function tone(channels: number, seconds = 1): WavAudio {
  const frames = sampleRate * seconds;
  const samples = new Int16Array(frames * channels);
  for (let frame = 0; frame < frames; frame++) {
    const value = Math.round(16384 * Math.sin((2 * Math.PI * 440 * frame) / sampleRate));
    for (let c = 0; c < channels; c++) samples[frame * channels + c] = value;
  }
  return { sampleRate, channels, samples };
}

/** The fields of an MPEG audio frame header that say what the encoder made. */
function frameHeader(bytes: Uint8Array) {
  const [b0 = 0, b1 = 0, b2 = 0, b3 = 0] = bytes;
  return {
    sync: b0 === 0xff && (b1 & 0xe0) === 0xe0,
    mpeg2: ((b1 >> 3) & 0b11) === 0b10,
    layer3: ((b1 >> 1) & 0b11) === 0b01,
    // MPEG-2 Layer III bitrate index 6 is 48 kbit/s; sample-rate index 0 is 22050 Hz.
    bitrateIndex: b2 >> 4,
    sampleRateIndex: (b2 >> 2) & 0b11,
    mono: b3 >> 6 === 0b11,
  };
}

describe('MP3 encoding of the synthesised voice', () => {
  it('writes MPEG-2 Layer III mono frames at the asked bitrate and sample rate', async () => {
    const mp3 = await encodeMp3(tone(1), 48);
    expect(frameHeader(mp3)).toEqual({
      sync: true,
      mpeg2: true,
      layer3: true,
      bitrateIndex: 6,
      sampleRateIndex: 0,
      mono: true,
    });
  });

  it('is constant bitrate: the size follows the duration', async () => {
    const one = await encodeMp3(tone(1, 1), 48);
    const four = await encodeMp3(tone(1, 4), 48);
    // 48 kbit/s is 6,000 bytes a second; the encoder's delay and last frame add under half a second.
    expect(one.length).toBeGreaterThanOrEqual(6_000);
    expect(one.length).toBeLessThan(9_000);
    expect(four.length - one.length).toBeGreaterThan(3 * 6_000 - 600);
    expect(four.length - one.length).toBeLessThan(3 * 6_000 + 600);
  });

  it('mixes stereo down to one channel', async () => {
    const stereo = tone(2);
    const mono = monoFloatSamples(stereo);
    expect(mono.length).toBe(sampleRate);
    expect(mono[100]).toBeCloseTo((stereo.samples[200] ?? 0) / 32768, 6);
    expect(frameHeader(await encodeMp3(stereo, 48)).mono).toBe(true);
  });

  it('makes the same file from the same samples, as the cache name assumes', async () => {
    const audio = tone(1);
    expect(await encodeMp3(audio, 48)).toEqual(await encodeMp3(audio, 48));
  });
});
