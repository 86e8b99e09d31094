import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { GetObjectCommand, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { photoUploadResponseSchema } from '@artvoyage/contract';
import type { S3Config } from '../../config';
import { createConfirmedUser, outboxLinks, postJson, relaxedRateLimits } from '../../testing/auth-helpers';
import { phonePhotoWithGps, readExif } from '../../testing/images';
import { startTestServer, type TestServer } from '../../testing/test-server';
import type { StoredObject } from './object-store';
import { S3ObjectStore } from './s3-object-store';

const bucket = 'artvoyage-uploads';
// s3rver checks SigV4 signatures against this fixed pair.
const credentials = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

const bytesOf = async (object: StoredObject | null) => {
  if (!object) throw new Error('no object');
  return object.body instanceof Readable ? buffer(object.body) : object.body;
};

/** The S3 store against s3rver, a real S3-protocol server, on a random local port. */
describe('S3ObjectStore', () => {
  let directory: string;
  let s3: S3rver;
  let config: S3Config;
  let store: S3ObjectStore;

  beforeAll(async () => {
    directory = await mkdtemp(join(tmpdir(), 'artvoyage-s3-'));
    s3 = new S3rver({
      address: '127.0.0.1',
      port: 0,
      silent: true,
      directory,
      configureBuckets: [{ name: bucket }],
    });
    const { port } = await s3.run();
    config = {
      bucket,
      endpoint: `http://127.0.0.1:${port}`,
      region: 'eu-west-3',
      credentials,
      forcePathStyle: true,
    };
    store = await S3ObjectStore.open(config);
  });
  afterAll(async () => {
    await store?.close();
    await s3?.close();
    await rm(directory, { recursive: true, force: true });
  });

  it('puts and gets an object with its content type and size, under the uploads/ prefix', async () => {
    const bytes = await sharp({ create: { width: 10, height: 10, channels: 3, background: '#000' } })
      .webp()
      .toBuffer();
    await store.put('0b0e5c9a-1f4e-4d53-9a3e-51f1c1d0e8a7.webp', bytes, 'image/webp');

    const object = await store.get('0b0e5c9a-1f4e-4d53-9a3e-51f1c1d0e8a7.webp');
    expect(object?.contentType).toBe('image/webp');
    expect(object?.size).toBe(bytes.length);
    expect(await bytesOf(object)).toEqual(bytes);

    // Seen from a plain S3 client, the object sits under uploads/.
    const client = new S3Client({
      region: config.region,
      endpoint: config.endpoint,
      credentials,
      forcePathStyle: true,
    });
    const raw = await client.send(
      new GetObjectCommand({ Bucket: bucket, Key: 'uploads/0b0e5c9a-1f4e-4d53-9a3e-51f1c1d0e8a7.webp' }),
    );
    expect(raw.ContentType).toBe('image/webp');
    expect(Buffer.from((await raw.Body?.transformToByteArray()) ?? [])).toEqual(bytes);
    client.destroy();
  });

  it('answers null for a missing object and refuses keys that are not plain names', async () => {
    expect(await store.get('00000000-0000-4000-8000-000000000000.webp')).toBeNull();
    await expect(store.put('../escape.webp', Buffer.from('x'), 'image/webp')).rejects.toThrow(
      /plain file name/,
    );
    await expect(store.get('a/b.webp')).rejects.toThrow(/plain file name/);
  });

  describe('behind the server (S3_* configured)', () => {
    let server: TestServer;

    beforeAll(async () => {
      server = await startTestServer({
        env: {
          AUTH_RATE_LIMITS: relaxedRateLimits,
          S3_BUCKET: bucket,
          S3_ENDPOINT: config.endpoint ?? '',
          S3_REGION: config.region,
          S3_ACCESS_KEY_ID: credentials.accessKeyId,
          S3_SECRET_ACCESS_KEY: credentials.secretAccessKey,
          S3_FORCE_PATH_STYLE: 'true',
        },
      });
    });
    afterAll(async () => {
      await server?.close();
    });

    it('stores the upload in the bucket, not on disk, and serves it from there with 304s', async () => {
      const { session } = await createConfirmedUser(server.baseUrl, outboxLinks(server.config.dataDir), 's3');
      const photo = await phonePhotoWithGps(800, 600);
      const result = await postJson(
        `${server.baseUrl}/functions/v1/photo-upload`,
        { imageData: `data:image/jpeg;base64,${photo.toString('base64')}`, fileName: 'gps.jpg' },
        session.access_token,
      );
      expect(result.status).toBe(200);
      const { publicUrl, width, height } = photoUploadResponseSchema.parse(result.body);
      expect([width, height]).toEqual([600, 800]);
      const key = publicUrl.split('/').pop() ?? '';

      const inBucket = await bytesOf(await store.get(key));
      expect(existsSync(join(server.config.dataDir, 'uploads'))).toBe(false);
      expect(await readExif(inBucket)).toBeUndefined();

      const response = await fetch(`${server.baseUrl}${publicUrl}`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('image/webp');
      expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect(Buffer.from(await response.arrayBuffer())).toEqual(inBucket);

      const again = await fetch(`${server.baseUrl}${publicUrl}`, {
        headers: { 'if-none-match': response.headers.get('etag') ?? '' },
      });
      expect(again.status).toBe(304);
      await again.arrayBuffer();

      const missing = await fetch(
        `${server.baseUrl}/api/v1/uploads/00000000-0000-4000-8000-000000000000.webp`,
      );
      expect(missing.status).toBe(404);
      await missing.arrayBuffer();
    });
  });
});
