import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { commonsFileUrl, describeError, downloadOriginal, isNetworkError } from './commons';

describe('commonsFileUrl', () => {
  it('encodes the file name for Special:FilePath', () => {
    expect(commonsFileUrl("0_Psyché_ranimée_par_le_baiser_de_l'Amour_-_Canova_-_Louvre_1.JPG")).toBe(
      "https://commons.wikimedia.org/wiki/Special:FilePath/0_Psych%C3%A9_ranim%C3%A9e_par_le_baiser_de_l'Amour_-_Canova_-_Louvre_1.JPG?width=1600",
    );
  });

  it('accepts spaces and a File: prefix', () => {
    expect(commonsFileUrl('File:Great Sphinx of Tanis.jpg', 800)).toBe(
      'https://commons.wikimedia.org/wiki/Special:FilePath/Great_Sphinx_of_Tanis.jpg?width=800',
    );
  });
});

describe('network errors', () => {
  const fetchFailed = (code: string) =>
    Object.assign(new TypeError('fetch failed'), { cause: Object.assign(new Error(code), { code }) });

  it('recognises an unreachable host', () => {
    expect(isNetworkError(fetchFailed('ENOTFOUND'))).toBe(true);
    expect(isNetworkError(fetchFailed('EAI_AGAIN'))).toBe(true);
    expect(isNetworkError(new DOMException('timed out', 'TimeoutError'))).toBe(true);
  });

  it('does not mistake an HTTP or decoding failure for one', () => {
    expect(isNetworkError(new Error('HTTP 404 Not Found'))).toBe(false);
    expect(isNetworkError('nope')).toBe(false);
  });

  it('describes errors in one line', () => {
    expect(describeError(fetchFailed('ENOTFOUND'))).toBe('fetch failed (ENOTFOUND)');
    expect(describeError(new DOMException('x', 'TimeoutError'))).toBe('timed out');
  });
});

describe('downloadOriginal', () => {
  let server: Server;
  let base: string;
  let dir: string;

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'artvoyage-fetch-'));
    const big = await sharp({ create: { width: 2400, height: 1200, channels: 3, background: '#876' } })
      .png()
      .toBuffer();
    server = createServer((request, response) => {
      if (request.url === '/big.png') {
        response.writeHead(200, { 'content-type': 'image/png' }).end(big);
      } else if (request.url === '/page') {
        response.writeHead(200, { 'content-type': 'text/html' }).end('<html></html>');
      } else {
        response.writeHead(404).end();
      }
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    await rm(dir, { recursive: true, force: true });
  });

  it('stores a JPEG no larger than 1600 px', async () => {
    const target = join(dir, 'artworks', 'big.jpg');
    const result = await downloadOriginal(`${base}/big.png`, target);
    expect(result).toMatchObject({ width: 1600, height: 800 });
    const meta = await sharp(await readFile(target)).metadata();
    expect(meta).toMatchObject({ format: 'jpeg', width: 1600, height: 800 });
    expect((await readdir(join(dir, 'artworks'))).length).toBe(1);
  });

  it('fails on HTTP errors and on what is not an image, writing nothing', async () => {
    await expect(downloadOriginal(`${base}/missing.jpg`, join(dir, 'a.jpg'))).rejects.toThrow(/HTTP 404/);
    await expect(downloadOriginal(`${base}/page`, join(dir, 'b.jpg'))).rejects.toThrow(/expected an image/);
    expect(await readdir(dir)).toEqual(['artworks']);
  });

  it('fails fast as a network error when nothing listens', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const { port } = closed.address() as AddressInfo;
    await new Promise((resolve) => closed.close(resolve));
    const error: unknown = await downloadOriginal(`http://127.0.0.1:${port}/x.jpg`, join(dir, 'c.jpg')).catch(
      (e: unknown) => e,
    );
    expect(isNetworkError(error)).toBe(true);
    expect(describeError(error)).toContain('ECONNREFUSED');
  });
});
