/** The work of `npm run media:fetch`, kept apart from the script so it is tested directly. */
import sharp from 'sharp';
import { writeFileAtomic } from '../../storage/disk-cache';
import { appVersion } from '../../version';

export const commonsHost = 'commons.wikimedia.org';

/** Download URL of a Wikimedia Commons file, scaled by Commons to at most `width` pixels wide. */
export function commonsFileUrl(commonsFile: string, width = 1600): string {
  const name = commonsFile.replace(/^File:/i, '').replaceAll(' ', '_');
  return `https://${commonsHost}/wiki/Special:FilePath/${encodeURIComponent(name)}?width=${width}`;
}

const networkCodes = new Set([
  'ENOTFOUND',
  'EAI_AGAIN',
  'ECONNREFUSED',
  'ECONNRESET',
  'ENETUNREACH',
  'EHOSTUNREACH',
  'ETIMEDOUT',
  'UND_ERR_CONNECT_TIMEOUT',
  'UND_ERR_SOCKET',
]);

/** True when an error from fetch means the host could not be reached at all (not an HTTP error). */
export function isNetworkError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  if (error.name === 'TimeoutError' || error.name === 'AbortError') return true;
  const cause = (error as Error & { cause?: unknown }).cause;
  const code = (cause as NodeJS.ErrnoException | undefined)?.code;
  return (code !== undefined && networkCodes.has(code)) || (cause !== undefined && isNetworkError(cause));
}

/** A one-line reason for the console. */
export function describeError(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const cause = (error as Error & { cause?: unknown }).cause;
  const code = (cause as NodeJS.ErrnoException | undefined)?.code;
  if (error.name === 'TimeoutError') return 'timed out';
  return code ? `${error.message} (${code})` : error.message;
}

/** Wikimedia asks API clients to say who they are. */
export const userAgent = `ArtVoyage/${appVersion} (media:fetch; downloads the artwork originals of a museum guide app once) Node.js/${process.versions.node}`;

/** Same rule as the reference set (shared/media/SOURCES.md): long side at most 1600 px. */
export const originalMaxSide = 1600;

/**
 * Downloads an image, turns it upright, limits its long side, re-encodes it as JPEG without
 * metadata and writes it atomically to `target`.
 */
export async function downloadOriginal(
  url: string,
  target: string,
  options: { timeoutMs?: number } = {},
): Promise<{ width: number; height: number; bytes: number }> {
  const response = await fetch(url, {
    headers: { 'user-agent': userAgent, accept: 'image/*' },
    redirect: 'follow',
    signal: AbortSignal.timeout(options.timeoutMs ?? 60_000),
  });
  if (!response.ok) throw new Error(`HTTP ${response.status} ${response.statusText}`.trim());
  const type = response.headers.get('content-type') ?? '';
  if (!type.startsWith('image/')) throw new Error(`expected an image, got ${type || 'no content type'}`);
  const image = Buffer.from(await response.arrayBuffer());
  const { data, info } = await sharp(image, { limitInputPixels: 200_000_000 })
    .rotate()
    .resize({ width: originalMaxSide, height: originalMaxSide, fit: 'inside', withoutEnlargement: true })
    .jpeg({ quality: 88, mozjpeg: true })
    .toBuffer({ resolveWithObject: true });
  await writeFileAtomic(target, data);
  return { width: info.width, height: info.height, bytes: data.length };
}
