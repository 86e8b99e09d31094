import { join } from 'node:path';
import type { AppConfig } from '../../config';
import { DiskObjectStore, type ObjectStore } from './object-store';

/** The bucket named by S3_BUCKET when set, else `DATA_DIR/uploads`. */
export async function createObjectStore(config: Pick<AppConfig, 'dataDir' | 's3'>): Promise<ObjectStore> {
  if (!config.s3) return new DiskObjectStore(join(config.dataDir, 'uploads'));
  // Imported here so a server without S3 never loads the AWS SDK.
  const { S3ObjectStore } = await import('./s3-object-store');
  return S3ObjectStore.open(config.s3);
}
