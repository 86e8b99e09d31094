import { Readable } from 'node:stream';
import type * as S3Sdk from '@aws-sdk/client-s3';
import type { S3Config } from './config';
import { assertSafeKey, type ObjectStore, type StoredObject } from './object-store';

/** Objects in an S3-compatible bucket (AWS S3, MinIO, Cloudflare R2, Ceph...), under a key prefix. */
export class S3ObjectStore implements ObjectStore {
  private constructor(
    private readonly sdk: typeof S3Sdk,
    private readonly client: S3Sdk.S3Client,
    private readonly bucket: string,
    /** Keeps uploads apart from anything else in a shared bucket, like DATA_DIR/uploads on disk. */
    private readonly prefix: string,
  ) {}

  static async open(config: S3Config, prefix = 'uploads/'): Promise<S3ObjectStore> {
    // Loaded only when a bucket is configured: the SDK costs a few hundred milliseconds at start.
    const sdk = await import('@aws-sdk/client-s3');
    const client = new sdk.S3Client({
      region: config.region,
      ...(config.endpoint ? { endpoint: config.endpoint } : {}),
      ...(config.credentials ? { credentials: config.credentials } : {}),
      forcePathStyle: config.forcePathStyle,
      // The SDK's default CRC32 checksums are refused by several S3-compatible servers; only send
      // and check them where an operation requires it.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
    return new S3ObjectStore(sdk, client, config.bucket, prefix);
  }

  async put(key: string, bytes: Buffer, contentType: string): Promise<void> {
    assertSafeKey(key);
    await this.client.send(
      new this.sdk.PutObjectCommand({
        Bucket: this.bucket,
        Key: this.prefix + key,
        Body: bytes,
        ContentType: contentType,
        ContentLength: bytes.length,
      }),
    );
  }

  async get(key: string): Promise<StoredObject | null> {
    assertSafeKey(key);
    try {
      const object = await this.client.send(
        new this.sdk.GetObjectCommand({ Bucket: this.bucket, Key: this.prefix + key }),
      );
      // In Node the body is an http.IncomingMessage, a Readable the reply can stream.
      if (!(object.Body instanceof Readable) || object.ContentLength === undefined) {
        throw new Error('S3 answered GetObject without a readable body or its length');
      }
      return {
        body: object.Body,
        contentType: object.ContentType ?? 'application/octet-stream',
        size: object.ContentLength,
      };
    } catch (error) {
      // NoSuchKey, or a bare 404 from servers that send no error body.
      if (error instanceof this.sdk.S3ServiceException && error.$metadata.httpStatusCode === 404) return null;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    assertSafeKey(key);
    // S3 answers 204 whether or not the key existed.
    await this.client.send(new this.sdk.DeleteObjectCommand({ Bucket: this.bucket, Key: this.prefix + key }));
  }

  async close(): Promise<void> {
    this.client.destroy();
  }
}
