import { type PhotoUploadResponse, photoUploadResponseSchema } from '@artvoyage/contract';
import { fetchParsed } from '@/shared/api/parse-response';
import { accessToken } from '@/shared/auth/access-token';

/** The photo-upload function: the photo as a data URL plus the post's metadata. */
export async function uploadPhoto(
  body: {
    imageData: string;
    fileName: string;
    title: string;
    description: string;
    postData: Record<string, unknown>;
  },
  signal?: AbortSignal,
): Promise<PhotoUploadResponse> {
  return fetchParsed(photoUploadResponseSchema, '/functions/v1/photo-upload', {
    method: 'POST',
    token: await accessToken(),
    body,
    signal,
  });
}
