import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/database';
import type { VerifyToken } from '../auth';
import type { GamificationService } from '../gamification';
import type { UploadLedger } from '../uploads';
import { socialRoutes } from './routes';
import { dateSamplePosts } from './sample-posts';
import { SocialService } from './service';

export interface SocialDeps {
  database: Database;
  verify: VerifyToken;
  /** Posts, likes and comments award XP through it. */
  gamification: GamificationService;
  /** Holds the uploaded photos posts show. */
  ledger: UploadLedger;
  now?: () => Date;
}

/** The travel feed: posts, likes and comments. A new feed's sample posts read as written in the days before this first start. */
export async function register(app: FastifyInstance, deps: SocialDeps): Promise<void> {
  const { database } = deps;
  await dateSamplePosts(database.db, deps.now?.() ?? new Date());
  const service = new SocialService(database.db, deps.gamification, deps.ledger);
  await app.register(socialRoutes({ service, verify: deps.verify }));
}
