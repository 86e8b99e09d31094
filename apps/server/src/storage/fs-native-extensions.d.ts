// Types for the part of `fs-native-extensions` (kernel file locks, prebuilt binaries) we use.
declare module 'fs-native-extensions' {
  /**
   * Asks for a lock on the open file without waiting: true when granted, false when another open file
   * holds it. Exclusive unless `shared`; the file must then be open for writing.
   */
  export function tryLock(fd: number, options?: { shared?: boolean }): boolean;
  export function unlock(fd: number): void;
}
