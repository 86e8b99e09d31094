import { scaledSize } from './recognition-logic';

/*
 * Phone photos are 5-15 MB; the recogniser needs far less. Before sending, the photo is decoded in the
 * browser (turned upright from its EXIF orientation), scaled to at most 1600 px on its longest side and
 * encoded as JPEG, which also leaves its metadata (GPS) behind. A file the browser cannot decode (HEIC on
 * most browsers, or not an image at all) is sent as it is, and the server says what is wrong with it.
 */

export const maxPhotoSide = 1600;
const jpegQuality = 0.85;

/** The photo as an upright JPEG of at most `maxSide` px, or null when this browser cannot decode it. */
export async function scaleToJpeg(file: Blob, maxSide = maxPhotoSide): Promise<Blob | null> {
  if (typeof createImageBitmap !== 'function') return null;
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  } catch {
    return null;
  }
  try {
    const { width, height } = scaledSize(bitmap.width, bitmap.height, maxSide);
    if (width < 1 || height < 1) return null;
    const canvas = document.createElement('canvas');
    canvas.width = width;
    canvas.height = height;
    const context = canvas.getContext('2d');
    if (!context) return null;
    // A transparent PNG would turn black in a JPEG.
    context.fillStyle = '#ffffff';
    context.fillRect(0, 0, width, height);
    context.imageSmoothingEnabled = true;
    context.imageSmoothingQuality = 'high';
    context.drawImage(bitmap, 0, 0, width, height);
    const blob = await new Promise<Blob | null>((resolve) =>
      canvas.toBlob(resolve, 'image/jpeg', jpegQuality),
    );
    canvas.width = 0;
    canvas.height = 0;
    return blob && blob.size > 0 ? blob : null;
  } finally {
    bitmap.close();
  }
}
