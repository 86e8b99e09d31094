import {
  type Recognition,
  recognitionConfirmResponseSchema,
  type RecognitionRequest,
  recognitionResponseSchema,
} from '@artvoyage/contract';
import { apiFetch } from '@/shared/api/http';

/*
 * The photo recognition function (POST /functions/v1/ai-photo-recognition, body imageData and
 * fileName). The photo goes to our server only, which does not keep it.
 */

export const recognitionPath = '/functions/v1/ai-photo-recognition';

/** The server answered something that is not a recognition. */
export class RecognitionProtocolError extends Error {
  constructor(message = 'Unexpected recognition answer') {
    super(message);
    this.name = 'RecognitionProtocolError';
  }
}

export interface RecognitionAnswer {
  recognition: Recognition;
  /** The id under which the server recorded a signed-in user's recognised photo (what earns its XP). */
  recordedId: string | null;
}

/**
 * Sends one photo (with the signed-in user's token, if any) and returns the recognition, checked
 * against the contract. Throws `NetworkError`
 * when the server cannot be reached, `ApiError` with the server's message when it refuses the photo,
 * `RecognitionProtocolError` for anything else; an abort rejects with the AbortError.
 */
export async function recognisePhoto(
  request: RecognitionRequest,
  signal?: AbortSignal,
  token: string | null = null,
): Promise<RecognitionAnswer> {
  const body = await apiFetch<unknown>(recognitionPath, { method: 'POST', body: request, signal, token });
  const parsed = recognitionResponseSchema.safeParse(body);
  if (!parsed.success) throw new RecognitionProtocolError();
  return { recognition: parsed.data.recognition, recordedId: parsed.data.recognition_id ?? null };
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
  const body = await apiFetch<unknown>(confirmationPath, {
    method: 'POST',
    body: { recognition_id: recognitionId, candidate_id: candidateId },
    token,
  });
  if (!recognitionConfirmResponseSchema.safeParse(body).success) throw new RecognitionProtocolError();
}
