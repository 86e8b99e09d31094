/** Stored photos are named by a random UUID; the name never changes, so their URLs are immutable. */
export const uploadKeyPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.webp$/;

const uploadPathPrefix = '/api/v1/uploads/';

export const uploadUrl = (key: string) => `${uploadPathPrefix}${key}`;

/** Whether a URL is one this server's photo-upload function issued. */
export function isUploadUrl(url: string): boolean {
  return url.startsWith(uploadPathPrefix) && uploadKeyPattern.test(url.slice(uploadPathPrefix.length));
}
