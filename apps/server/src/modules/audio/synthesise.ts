import ESpeakNg from 'espeak-ng';
import { Mp3Encoder } from '@breezystack/lamejs';
import {
  espeakArguments,
  espeakInputFile,
  espeakOutputFile,
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

/** Constant-bitrate mono MP3 (stereo input is mixed down). */
export function encodeMp3(wav: WavAudio, kbps: number): Uint8Array {
  const mono =
    wav.channels === 1
      ? wav.samples
      : Int16Array.from({ length: Math.floor(wav.samples.length / wav.channels) }, (_, frame) => {
          let sum = 0;
          for (let c = 0; c < wav.channels; c++) sum += wav.samples[frame * wav.channels + c] ?? 0;
          return Math.round(sum / wav.channels);
        });
  const encoder = new Mp3Encoder(1, wav.sampleRate, kbps);
  const chunks: Uint8Array[] = [];
  const block = 1152 * 32;
  for (let offset = 0; offset < mono.length; offset += block) {
    const chunk = encoder.encodeBuffer(mono.subarray(offset, offset + block));
    if (chunk.length > 0) chunks.push(chunk.slice());
  }
  const tail = encoder.flush();
  if (tail.length > 0) chunks.push(tail.slice());
  const out = new Uint8Array(chunks.reduce((sum, chunk) => sum + chunk.length, 0));
  let at = 0;
  for (const chunk of chunks) {
    out.set(chunk, at);
    at += chunk.length;
  }
  return out;
}

/** Narration text to MP3. CPU-bound for seconds: run it in the speech worker, not on the event loop. */
export async function synthesiseMp3(
  text: string,
  settings: VoiceSettings = voiceSettings,
): Promise<Synthesis> {
  const started = performance.now();
  const wav = parseWav(await speak(text, settings));
  const spoken = performance.now();
  const mp3 = encodeMp3(wav, settings.kbps);
  return {
    mp3,
    seconds: wav.samples.length / wav.channels / wav.sampleRate,
    synthesisMs: Math.round(spoken - started),
    encodingMs: Math.round(performance.now() - spoken),
  };
}
