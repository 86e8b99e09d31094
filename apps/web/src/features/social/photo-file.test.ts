import { maxUploadBytes } from '@artvoyage/contract/constants';
import { describe, expect, it } from 'vitest';
import { checkPhotoFile, photoAccept, uploadFileName } from './photo-file';

describe('checkPhotoFile', () => {
  it('accepts JPEG, PNG and WebP up to 10 MB', () => {
    expect(checkPhotoFile({ type: 'image/jpeg', size: 1000 })).toBeNull();
    expect(checkPhotoFile({ type: 'image/png', size: maxUploadBytes })).toBeNull();
    expect(checkPhotoFile({ type: 'IMAGE/WEBP', size: 5 })).toBeNull();
  });

  it('refuses other types, empty files and files over 10 MB', () => {
    expect(checkPhotoFile({ type: 'image/gif', size: 1000 })).toEqual({ kind: 'type' });
    expect(checkPhotoFile({ type: '', size: 1000 })).toEqual({ kind: 'type' });
    expect(checkPhotoFile({ type: 'image/jpeg', size: 0 })).toEqual({ kind: 'empty' });
    expect(checkPhotoFile({ type: 'image/jpeg', size: maxUploadBytes + 1 })).toEqual({
      kind: 'size',
      megabytes: 10,
    });
    expect(checkPhotoFile({ type: 'image/jpeg', size: 12.34 * 1024 * 1024 })).toEqual({
      kind: 'size',
      megabytes: 12.3,
    });
  });

  it('names the accepted types for the picker', () => {
    expect(photoAccept).toBe('image/jpeg,image/png,image/webp');
  });
});

describe('uploadFileName', () => {
  it('is post-{timestamp} with the extension of the type', () => {
    expect(uploadFileName('image/jpeg', 1700000000000)).toBe('post-1700000000000.jpg');
    expect(uploadFileName('image/png', 1)).toBe('post-1.png');
    expect(uploadFileName('image/webp', 2)).toBe('post-2.webp');
  });
});
