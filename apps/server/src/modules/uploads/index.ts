import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../../config';
import type { Database } from '../../db/database';
import type { VerifyToken } from '../auth';
import { UploadLedger } from './ledger';
import { uploadRoutes } from './routes';
import { createObjectStore } from './store';

export type { UploadLedger } from './ledger';

export interface UploadsDeps {
  config: Pick<AppConfig, 'dataDir' | 's3'>;
  database: Database;
  verify: VerifyToken;
}

/**
 * Photo uploads: the object store (a folder under DATA_DIR, or S3), the ledger of who uploaded what,
 * and the upload and download routes. Returns the ledger, through which posts hold their photos.
 */
export async function register(app: FastifyInstance, deps: UploadsDeps): Promise<{ ledger: UploadLedger }> {
  const store = await createObjectStore(deps.config);
  const ledger = new UploadLedger(deps.database.db, store, app.log);
  await app.register(uploadRoutes({ store, ledger, verify: deps.verify }));
  return { ledger };
}
