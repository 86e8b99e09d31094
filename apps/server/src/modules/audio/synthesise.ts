import ESpeakNg from 'espeak-ng';
import { createMp3Encoder } from 'wasm-media-encoders';
import { concatenated } from '../../shared/typed-arrays';
import {
  espeakArguments,
  espeakInputFile,
  espeakOutputFile,
  type Mp3Bitrate,
  parseWav,
  voiceSettings,
  type VoiceSettings,
  type WavAudio,
} from './narration';

export interface Synthesis {
  mp3: Uint8Array;
  seconds: number;
  synthesisMs: number;
  encodingMs: number;
}

/** Speaks the text with eSpeak NG (WebAssembly) and returns the WAV it wrote. */
export async function speak(text: string, settings: VoiceSettings = voiceSettings): Promise<Uint8Array> {
  const messages: string[] = [];
  const espeak = await ESpeakNg({
    arguments: espeakArguments(settings),
    preRun: [(module) => module.FS.writeFile(espeakInputFile, text)],
    print: () => {},
    printErr: (line) => messages.push(line),
  });
  try {
    return espeak.FS.readFile(espeakOutputFile);
  } catch {
    throw new Error(`espeak-ng wrote no audio${messages.length ? `: ${messages.join('; ')}` : ''}`);
  }
}

/** The encoder's input: 16-bit samples as floats in [-1, 1), mixed down to one channel. */
export function monoFloatSamples(wav: WavAudio): Float32Array {
  const frames = Math.floor(wav.samples.length / wav.channels);
  const mono = new Float32Array(frames);
  for (let frame = 0; frame < frames; frame++) {
    let sum = 0;
    for (let c = 0; c < wav.channels; c++) sum += wav.samples[frame * wav.channels + c] ?? 0;
    mono[frame] = sum / wav.channels / 32768;
  }
  return mono;
}

/**
 * Constant-bitrate mono MP3 (stereo input is mixed down), by LAME compiled to WebAssembly: about a
 * third of the time of the pure-JS port used before (see decision record 0005).
 */
export async function encodeMp3(wav: WavAudio, kbps: Mp3Bitrate): Promise<Uint8Array> {
  const encoder = await createMp3Encoder();
  encoder.configure({ channels: 1, sampleRate: wav.sampleRate, bitrate: kbps });
  const samples = monoFloatSamples(wav);
  const chunks: Uint8Array[] = [];
  // The encoder reuses its output buffer between calls: each chunk is copied before the next.
  const block = 1152 * 32;
  for (let offset = 0; offset < samples.length; offset += block) {
    const chunk = encoder.encode([samples.subarray(offset, offset + block)]);
    if (chunk.length > 0) chunks.push(chunk.slice());
  }
  const tail = encoder.finalize();
  if (tail.length > 0) chunks.push(tail.slice());
  return concatenated(chunks, (length) => new Uint8Array(length));
}

/** Narration text to MP3. CPU-bound for seconds: run it in the speech worker, not on the event loop. */
export async function synthesiseMp3(
  text: string,
  settings: VoiceSettings = voiceSettings,
): Promise<Synthesis> {
  const started = performance.now();
  const wav = parseWav(await speak(text, settings));
  const spoken = performance.now();
  const mp3 = await encodeMp3(wav, settings.kbps);
  return {
    mp3,
    seconds: wav.samples.length / wav.channels / wav.sampleRate,
    synthesisMs: Math.round(spoken - started),
    encodingMs: Math.round(performance.now() - spoken),
  };
}
