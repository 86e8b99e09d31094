import { maxUploadBytes, uploadImageTypes } from '@artvoyage/contract/constants';

export type PhotoProblem = { kind: 'type' } | { kind: 'size'; megabytes: number } | { kind: 'empty' };

/** What the picker accepts (the server tells the types apart by their bytes anyway). */
export const photoAccept = uploadImageTypes.join(',');

/** Checks a chosen file before it is read: JPEG, PNG or WebP, not empty, at most 10 MB. */
export function checkPhotoFile(file: { type: string; size: number }): PhotoProblem | null {
  if (!(uploadImageTypes as readonly string[]).includes(file.type.toLowerCase())) return { kind: 'type' };
  if (file.size <= 0) return { kind: 'empty' };
  if (file.size > maxUploadBytes) {
    return { kind: 'size', megabytes: Math.round((file.size / (1024 * 1024)) * 10) / 10 };
  }
  return null;
}

const extensions: Record<string, string> = { 'image/jpeg': 'jpg', 'image/png': 'png', 'image/webp': 'webp' };

/** The generated file name sent with a feed photo: "post-{timestamp}.{ext}". */
export function uploadFileName(type: string, now: number): string {
  return `post-${now}.${extensions[type.toLowerCase()] ?? 'jpg'}`;
}
