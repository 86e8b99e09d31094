import type { OpenCv } from './opencv';
import { greyPixels, type GreyImage } from './grey-pixels';

/** ORB keypoints of one image: their descriptors (32 bytes each) and their x, y positions. */
export interface Features {
  descriptors: Uint8Array;
  count: number;
  points: Float32Array;
}

export const descriptorBytes = 32;

/** ORB features of an encoded image, scaled to `maxSide` first. */
export async function detect(
  cv: OpenCv,
  detector: OpenCv,
  image: Buffer | string,
  maxSide: number,
): Promise<Features> {
  return describe(cv, detector, await greyPixels(image, maxSide));
}

/** ORB features of grey pixels; the OpenCV objects are freed before it returns. */
export function describe(cv: OpenCv, detector: OpenCv, grey: GreyImage): Features {
  const mat = new cv.Mat(grey.height, grey.width, cv.CV_8UC1);
  mat.data.set(grey.data);
  const keypoints = new cv.KeyPointVector();
  const descriptors = new cv.Mat();
  const noMask = new cv.Mat();
  try {
    detector.detectAndCompute(mat, noMask, keypoints, descriptors);
    const count = descriptors.rows as number;
    const points = new Float32Array(count * 2);
    for (let i = 0; i < count; i += 1) {
      const point = keypoints.get(i).pt;
      points[i * 2] = point.x;
      points[i * 2 + 1] = point.y;
    }
    return { descriptors: new Uint8Array(descriptors.data as Uint8Array), count, points };
  } finally {
    mat.delete();
    keypoints.delete();
    descriptors.delete();
    noMask.delete();
  }
}
