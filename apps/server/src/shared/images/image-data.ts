import { maxUploadBytes, type uploadImageTypes } from '@artvoyage/contract';
import { uploadErrors } from './errors';

export type UploadImageType = (typeof uploadImageTypes)[number];

const dataUrlPattern = /^data:([^,]*),/;
// Standard and URL-safe alphabets, at most two padding characters, nothing else.
const base64Pattern = /^[A-Za-z0-9+/_-]*={0,2}$/;

/**
 * The bytes of `imageData`: a `data:<mime>;base64,<data>` URL or bare base64. The data URL's MIME
 * type is ignored on purpose: only the bytes decide what the file is (see `sniffImageType`).
 */
export function decodeImageData(imageData: string): Buffer {
  let payload = imageData.trim();
  const header = dataUrlPattern.exec(payload);
  if (header) {
    // Percent-encoded data URLs are text, never a photo from a file picker.
    if (!/;base64$/i.test(header[1] ?? '')) throw uploadErrors.notBase64();
    payload = payload.slice(header[0].length);
  }
  payload = payload.replace(/\s+/g, '');
  if (!base64Pattern.test(payload)) throw uploadErrors.notBase64();
  // Checked before decoding so an oversized body never gets a second, decoded copy in memory.
  const padding = payload.endsWith('==') ? 2 : payload.endsWith('=') ? 1 : 0;
  const size = Math.floor((payload.length * 3) / 4) - padding;
  if (size > maxUploadBytes) throw uploadErrors.tooLarge(size);
  if (size <= 0) throw uploadErrors.empty();
  // Node's base64 decoder reads the URL-safe alphabet too.
  return Buffer.from(payload, 'base64');
}

const startsWith = (bytes: Uint8Array, signature: readonly number[], offset = 0) =>
  bytes.length >= offset + signature.length && signature.every((byte, i) => bytes[offset + i] === byte);

const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0));

/** The image type by its magic bytes, or undefined for anything that is not JPEG, PNG or WebP. */
export function sniffImageType(bytes: Uint8Array): UploadImageType | undefined {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return 'image/webp';
  return undefined;
}
