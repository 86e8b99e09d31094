import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/database';
import type { VerifyToken } from '../auth';
import { profileRoutes } from './routes';
import { ProfileService } from './service';

export { startProfile } from './service';

export interface ProfilesDeps {
  database: Database;
  verify: VerifyToken;
}

/** The signed-in user's profile, achievements and badges under /api/v1/profile. */
export async function register(app: FastifyInstance, deps: ProfilesDeps): Promise<void> {
  await app.register(profileRoutes({ service: new ProfileService(deps.database.db), verify: deps.verify }));
}
