/** Stored photos are named by a random UUID; the name never changes, so their URLs are immutable. */
export const uploadKeyPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.webp$/;

export const uploadPathPrefix = '/api/v1/uploads/';

export const uploadUrl = (key: string) => `${uploadPathPrefix}${key}`;

/** The stored photo's key when the URL is one this server's photo-upload function issued, else null. */
export function uploadKeyOf(url: string): string | null {
  if (!url.startsWith(uploadPathPrefix)) return null;
  const key = url.slice(uploadPathPrefix.length);
  return uploadKeyPattern.test(key) ? key : null;
}

/** Whether a URL is one this server's photo-upload function issued. */
export function isUploadUrl(url: string): boolean {
  return uploadKeyOf(url) !== null;
}
