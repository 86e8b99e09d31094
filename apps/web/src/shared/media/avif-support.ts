/** A 1×1 AVIF (281 bytes, made with sharp): decoding it tells whether this browser takes AVIF. */
const oneBlackPixel =
  'AAAAHGZ0eXBhdmlmAAAAAG1pZjFhdmlmbWlhZgAAANZtZXRhAAAAAAAAACFoZGxyAAAAAAAAAABwaWN0AAAAAAAAAAAAAAAAAAAAACJpbG9jAAAAAERAAAEAAQAAAAAA+gABAAAAAAAAAB8AAAAjaWluZgAAAAAAAQAAABVpbmZlAgAAAAABAABhdjAxAAAAAA5waXRtAAAAAAABAAAAVmlwcnAAAAA4aXBjbwAAAAxhdjFDgSACAAAAABRpc3BlAAAAAAAAAAEAAAABAAAAEHBpeGkAAAAAAwgICAAAABZpcG1hAAAAAAAAAAEAAQOBAgMAAAAnbWRhdBIACgc4AAaQENBpMhIZQmMEw88880EgAJBAyRxhQr4=';

/**
 * Whether the browser decodes AVIF, which is what its `<picture>`s then pick. Decoded from a Blob
 * rather than a data: URL, so the Content-Security-Policy needs nothing more.
 */
export async function decodesAvif(): Promise<boolean> {
  if (typeof createImageBitmap !== 'function') return false;
  try {
    const bytes = Uint8Array.from(atob(oneBlackPixel), (character) => character.charCodeAt(0));
    const bitmap = await createImageBitmap(new Blob([bytes], { type: 'image/avif' }));
    bitmap.close();
    return true;
  } catch {
    return false;
  }
}
