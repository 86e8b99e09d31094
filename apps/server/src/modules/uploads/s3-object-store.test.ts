import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { GetObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { photoUploadResponseSchema } from '@artvoyage/contract';
import type { S3Config } from './config';
import { postJson, relaxedRateLimits } from '../../testing/auth-helpers';
import { phonePhotoWithGps, readExif } from '../../testing/images';
import { startS3Peer, type S3Peer } from '../../testing/s3-peer';
import { setUpTestServer, signUpOn } from '../../testing/suite-server';
import type { StoredObject } from './object-store';
import { S3ObjectStore } from './s3-object-store';

const bucket = 'artvoyage-uploads';
// The only pair the S3 peer accepts: it checks SigV4 signatures against it.
const credentials = { accessKeyId: 'test-access-key', secretAccessKey: 'test-secret-key' };

const bytesOf = async (object: StoredObject | null) => {
  if (!object) throw new Error('no object');
  return object.body instanceof Readable ? buffer(object.body) : object.body;
};

/** The S3 store against our S3 peer, a local HTTP server speaking the S3 protocol, on a random port. */
describe('S3ObjectStore', () => {
  let peer: S3Peer;
  let config: S3Config;
  let store: S3ObjectStore;

  beforeAll(async () => {
    peer = await startS3Peer({ buckets: [bucket], credentials });
    config = {
      bucket,
      endpoint: peer.endpoint,
      region: 'eu-west-3',
      credentials,
      forcePathStyle: true,
    };
    store = await S3ObjectStore.open(config);
  });
  afterAll(async () => {
    await store?.close();
    await peer?.close();
  });

  it('puts, gets and deletes an object with its content type and size, under the uploads/ prefix', async () => {
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

    await store.delete('0b0e5c9a-1f4e-4d53-9a3e-51f1c1d0e8a7.webp');
    expect(await store.get('0b0e5c9a-1f4e-4d53-9a3e-51f1c1d0e8a7.webp')).toBeNull();
    expect(peer.objects.has(`${bucket}/uploads/0b0e5c9a-1f4e-4d53-9a3e-51f1c1d0e8a7.webp`)).toBe(false);
    // Deleting what is not there is not an error, as with S3.
    await expect(store.delete('0b0e5c9a-1f4e-4d53-9a3e-51f1c1d0e8a7.webp')).resolves.toBeUndefined();
  });

  it('answers null for a missing object and refuses keys that are not plain names', async () => {
    expect(await store.get('00000000-0000-4000-8000-000000000000.webp')).toBeNull();
    await expect(store.put('../escape.webp', Buffer.from('x'), 'image/webp')).rejects.toThrow(
      /plain file name/,
    );
    await expect(store.get('a/b.webp')).rejects.toThrow(/plain file name/);
  });

  it('refuses a client with the wrong secret or an unknown access key, as S3 does', async () => {
    const name = '5d1a7c2e-3b4f-4e6a-8c9d-0e1f2a3b4c5d.webp';
    const signedWith = (changed: Partial<typeof credentials>) =>
      S3ObjectStore.open({ ...config, credentials: { ...credentials, ...changed } });
    const wrongSecret = await signedWith({ secretAccessKey: 'not-the-secret' });
    await expect(wrongSecret.put(name, Buffer.from('x'), 'image/webp')).rejects.toMatchObject({
      name: 'SignatureDoesNotMatch',
      $metadata: { httpStatusCode: 403 },
    });
    await expect(wrongSecret.get(name)).rejects.toMatchObject({ $metadata: { httpStatusCode: 403 } });
    const unknownKey = await signedWith({ accessKeyId: 'someone-else' });
    await expect(unknownKey.put(name, Buffer.from('x'), 'image/webp')).rejects.toMatchObject({
      name: 'InvalidAccessKeyId',
      $metadata: { httpStatusCode: 403 },
    });
    expect(peer.objects.has(`${bucket}/uploads/${name}`)).toBe(false);
    await wrongSecret.close();
    await unknownKey.close();
  });

  it('refuses a signed request replayed with another body or another payload hash', async () => {
    const name = '9e8d7c6b-5a4f-4e3d-8c2b-1a0f9e8d7c6b.webp';
    const original = Buffer.from('original bytes');
    const client = new S3Client({
      region: config.region,
      endpoint: config.endpoint,
      credentials,
      forcePathStyle: true,
      requestChecksumCalculation: 'WHEN_REQUIRED',
    });
    // The deserialize step runs after signing: it sees the headers as sent, signature included.
    let signed: Record<string, string> = {};
    client.middlewareStack.add(
      (next) => async (args) => {
        ({ headers: signed } = args.request as { headers: Record<string, string> });
        return next(args);
      },
      { step: 'deserialize' },
    );
    await client.send(
      new PutObjectCommand({
        Bucket: bucket,
        Key: `uploads/${name}`,
        Body: original,
        ContentType: 'image/webp',
      }),
    );
    client.destroy();
    // fetch sets host and content-length itself, to the same values (the bodies below are the same length).
    const { host: _host, 'content-length': _length, ...headers } = signed;
    const replay = (body: Buffer, changed: Record<string, string> = {}) =>
      fetch(`${config.endpoint}/${bucket}/uploads/${name}?x-id=PutObject`, {
        method: 'PUT',
        headers: { ...headers, ...changed },
        body,
      });

    // As sent, the request is accepted again: what follows is refused for the change alone.
    expect((await replay(original)).status).toBe(200);

    // The signature over the headers still holds, but the body no longer matches the signed hash.
    const altered = Buffer.from('altered bytes!');
    expect(altered.length).toBe(original.length);
    const mismatch = await replay(altered);
    expect(mismatch.status).toBe(400);
    expect(await mismatch.text()).toContain('<Code>XAmzContentSHA256Mismatch</Code>');

    // Announcing the altered body's own hash breaks the signature instead.
    const rehashed = await replay(altered, {
      'x-amz-content-sha256': createHash('sha256').update(altered).digest('hex'),
    });
    expect(rehashed.status).toBe(403);
    expect(await rehashed.text()).toContain('<Code>SignatureDoesNotMatch</Code>');

    expect(await bytesOf(await store.get(name))).toEqual(original);
  });

  describe('behind the server (S3_* configured)', () => {
    // The peer's address is known once the outer beforeAll has started it.
    const server = setUpTestServer(() => ({
      env: {
        AUTH_RATE_LIMITS: relaxedRateLimits,
        S3_BUCKET: bucket,
        S3_ENDPOINT: config.endpoint ?? '',
        S3_REGION: config.region,
        S3_ACCESS_KEY_ID: credentials.accessKeyId,
        S3_SECRET_ACCESS_KEY: credentials.secretAccessKey,
        S3_FORCE_PATH_STYLE: 'true',
      },
    }));

    it('stores the upload in the bucket, not on disk, and serves it from there with 304s', async () => {
      const { session } = await signUpOn(server, 's3');
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
