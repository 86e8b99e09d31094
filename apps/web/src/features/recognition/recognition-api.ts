import {
  type Recognition,
  recognitionConfirmResponseSchema,
  type RecognitionRequest,
  recognitionResponseSchema,
} from '@artvoyage/contract';
import { fetchParsed } from '@/shared/api/parse-response';

/*
 * The photo recognition function (POST /functions/v1/ai-photo-recognition, body imageData and
 * fileName). The photo goes to our server only, which does not keep it.
 */

export const recognitionPath = '/functions/v1/ai-photo-recognition';

export interface RecognitionAnswer {
  recognition: Recognition;
  /** The id under which the server recorded a signed-in user's recognised photo (what earns its XP). */
  recordedId: string | null;
}

/**
 * Sends one photo (with the signed-in user's token, if any) and returns the recognition, checked
 * against the contract. Throws `NetworkError`
 * when the server cannot be reached, `ApiError` with the server's message when it refuses the photo,
 * `ApiError` with the code `BAD_RESPONSE` for an answer that is not a recognition; an abort rejects
 * with the AbortError.
 */
export async function recognisePhoto(
  request: RecognitionRequest,
  signal?: AbortSignal,
  token: string | null = null,
): Promise<RecognitionAnswer> {
  const answer = await fetchParsed(recognitionResponseSchema, recognitionPath, {
    method: 'POST',
    body: request,
    signal,
    token,
  });
  return { recognition: answer.recognition, recordedId: answer.recognition_id ?? null };
}

export const confirmationPath = `${recognitionPath}/confirm`;

/**
 * Tells the server which possible match a signed-in user's recorded photo shows; only then can it earn
 * XP. Throws as `recognisePhoto` does (the server's message for a refusal).
 */
export async function confirmOnServer(
  recognitionId: string,
  candidateId: string,
  token: string,
): Promise<void> {
  await fetchParsed(recognitionConfirmResponseSchema, confirmationPath, {
    method: 'POST',
    body: { recognition_id: recognitionId, candidate_id: candidateId },
    token,
  });
}
