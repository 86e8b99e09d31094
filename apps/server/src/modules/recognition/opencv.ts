import { createRequire } from 'node:module';

/** The parts of OpenCV's JavaScript build the recogniser uses (the package ships no usable types). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type OpenCv = any;

let loading: Promise<OpenCv> | undefined;

/**
 * OpenCV compiled to WebAssembly, loaded once per process. The module object is thenable and awaiting
 * it directly never settles (TOOLCHAIN.md), so we wait for `onRuntimeInitialized` and drop its `then`
 * before handing it out.
 */
export function loadOpenCv(): Promise<OpenCv> {
  loading ??= new Promise((resolve) => {
    const require = createRequire(import.meta.url);
    const cv = require('@techstark/opencv-js') as OpenCv;
    const ready = () => {
      delete cv.then;
      resolve(cv);
    };
    if (cv.Mat) ready();
    else cv.onRuntimeInitialized = ready;
  });
  return loading;
}
