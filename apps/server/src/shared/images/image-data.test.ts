import { describe, expect, it } from 'vitest';
import { maxUploadBytes } from '@artvoyage/contract';
import { HttpError } from '../../http/errors';
import { decodeImageData, sniffImageType } from './image-data';
import { Limiter } from '../limiter';

const statusOf = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    return error instanceof HttpError ? `${error.statusCode} ${error.code}` : String(error);
  }
  return 'no error';
};

describe('decodeImageData', () => {
  const bytes = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0xfe]);

  it('reads data URLs whatever their MIME type, and bare base64 (standard or URL-safe)', () => {
    expect(decodeImageData(`data:image/jpeg;base64,${bytes.toString('base64')}`)).toEqual(bytes);
    expect(decodeImageData(`data:text/plain;base64,${bytes.toString('base64')}`)).toEqual(bytes);
    expect(decodeImageData(`data:;base64,${bytes.toString('base64')}`)).toEqual(bytes);
    expect(decodeImageData(bytes.toString('base64'))).toEqual(bytes);
    expect(decodeImageData(bytes.toString('base64url'))).toEqual(bytes);
    // Line-wrapped base64 (MIME style) is still base64.
    expect(decodeImageData(`  ${bytes.toString('base64').replace(/(.{4})/g, '$1\r\n')}  `)).toEqual(bytes);
  });

  it('refuses what is not base64, and empty photos', () => {
    expect(statusOf(() => decodeImageData('data:image/png,%89PNG'))).toBe('400 VALIDATION_FAILED');
    expect(statusOf(() => decodeImageData('not base64 at all!'))).toBe('400 VALIDATION_FAILED');
    expect(statusOf(() => decodeImageData('AAAA=AAA'))).toBe('400 VALIDATION_FAILED');
    expect(statusOf(() => decodeImageData('data:image/jpeg;base64,'))).toBe('400 VALIDATION_FAILED');
  });

  it('refuses more than maxUploadBytes before decoding', () => {
    const justOver = 'A'.repeat(Math.ceil(((maxUploadBytes + 1) * 4) / 3 / 4) * 4);
    expect(statusOf(() => decodeImageData(justOver))).toBe('413 PAYLOAD_TOO_LARGE');
    const atLimit = Buffer.alloc(maxUploadBytes).toString('base64');
    expect(decodeImageData(atLimit)).toHaveLength(maxUploadBytes);
  });
});

describe('sniffImageType', () => {
  it('knows JPEG, PNG and WebP by their magic bytes only', () => {
    expect(sniffImageType(Buffer.from([0xff, 0xd8, 0xff, 0xdb]))).toBe('image/jpeg');
    expect(sniffImageType(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0]))).toBe(
      'image/png',
    );
    expect(sniffImageType(Buffer.from('RIFF\x24\x00\x00\x00WEBPVP8 ', 'latin1'))).toBe('image/webp');
  });

  it('knows nothing else', () => {
    expect(sniffImageType(Buffer.from('RIFF\x24\x00\x00\x00WAVEfmt ', 'latin1'))).toBeUndefined();
    expect(sniffImageType(Buffer.from('GIF89a'))).toBeUndefined();
    expect(sniffImageType(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeUndefined();
    expect(sniffImageType(Buffer.from([0xff, 0xd8]))).toBeUndefined();
    expect(sniffImageType(Buffer.from([0x89, 0x50, 0x4e, 0x47]))).toBeUndefined();
    expect(sniffImageType(Buffer.alloc(0))).toBeUndefined();
  });
});

describe('Limiter', () => {
  it('runs at most `size` jobs at once, in arrival order, and survives failures', async () => {
    const limiter = new Limiter(2);
    let running = 0;
    let peak = 0;
    const order: number[] = [];
    const job = (id: number, fail = false) =>
      limiter.run(async () => {
        running += 1;
        peak = Math.max(peak, running);
        await new Promise((resolve) => setTimeout(resolve, 5));
        order.push(id);
        running -= 1;
        if (fail) throw new Error(`job ${id} failed`);
        return id;
      });
    const results = await Promise.allSettled([job(1), job(2, true), job(3), job(4), job(5)]);
    expect(peak).toBe(2);
    expect(order).toEqual([1, 2, 3, 4, 5]);
    expect(results.map((result) => result.status)).toEqual([
      'fulfilled',
      'rejected',
      'fulfilled',
      'fulfilled',
      'fulfilled',
    ]);
    expect(await job(6)).toBe(6);
  });
});
