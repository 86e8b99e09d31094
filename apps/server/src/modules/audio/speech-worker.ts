// Entry of the speech worker thread: synthesis and MP3 encoding take seconds of CPU per guide,
// so they run here instead of on the server's event loop. Bundled as dist/audio-worker.js.
import { parentPort } from 'node:worker_threads';
import type { VoiceSettings } from './narration';
import { synthesiseMp3 } from './synthesise';

export interface SpeechRequest {
  id: number;
  text: string;
  settings: VoiceSettings;
}

export type SpeechResponse =
  | { id: number; ok: true; mp3: Uint8Array; seconds: number; synthesisMs: number; encodingMs: number }
  | { id: number; ok: false; message: string };

if (!parentPort) throw new Error('speech-worker must run in a worker thread');
const port = parentPort;

port.on('message', (request: SpeechRequest) => {
  synthesiseMp3(request.text, request.settings).then(
    (result) => {
      const response: SpeechResponse = { id: request.id, ok: true, ...result };
      port.postMessage(response, [result.mp3.buffer as ArrayBuffer]);
    },
    (error: unknown) => {
      const response: SpeechResponse = {
        id: request.id,
        ok: false,
        message: error instanceof Error ? error.message : String(error),
      };
      port.postMessage(response);
    },
  );
});
