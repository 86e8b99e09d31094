// Entry of the speech worker thread: synthesis and MP3 encoding take seconds of CPU per guide,
// so they run here instead of on the server's event loop. Bundled as dist/audio-worker.js.
import { answerRequests, messageOf } from '../../shared/worker-port';
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

answerRequests<SpeechRequest, SpeechResponse>('speech-worker', (request, send) => {
  synthesiseMp3(request.text, request.settings).then(
    (result) => send({ id: request.id, ok: true, ...result }, [result.mp3.buffer as ArrayBuffer]),
    (error: unknown) => send({ id: request.id, ok: false, message: messageOf(error) }),
  );
});
