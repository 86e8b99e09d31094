import { and, eq, lt } from 'drizzle-orm';
import type { TourId, TourVisitBody, TourVisitRecord } from '@artvoyage/contract';
import type { Db } from '../../db/database';
import { tourVisits } from '../../db/schema';
import { proposed, proposedValues } from '../../db/upsert';

type Row = typeof tourVisits.$inferSelect;

const record = (row: Row): TourVisitRecord => ({
  tourId: row.tourId as TourId,
  current: row.currentStop as TourVisitRecord['current'],
  visited: row.visited as TourVisitRecord['visited'],
  finished: row.finished,
  changedAt: row.updatedAt.toISOString(),
});

/**
 * The caller's guided-tour progress. Every query is bound to the user id from the access token; the
 * tour id only picks a row within that account.
 */
export class TourVisitService {
  constructor(
    private readonly db: Db,
    private readonly now: () => number = Date.now,
  ) {}

  async list(userId: string): Promise<TourVisitRecord[]> {
    const rows = await this.db
      .select()
      .from(tourVisits)
      .where(eq(tourVisits.userId, userId))
      .orderBy(tourVisits.tourId);
    return rows.map(record);
  }

  /**
   * Keeps the newer of the stored visit and this one, by when each change happened, and answers the
   * one kept. A time in the future counts as now, so a device with a wrong clock (or a made-up time)
   * cannot pin a visit against every later change. One conditional upsert decides, so writes racing
   * from two devices end with the newest, whatever order they reach the database in.
   */
  async put(userId: string, tourId: TourId, visit: TourVisitBody): Promise<TourVisitRecord> {
    const changedAt = new Date(Math.min(Date.parse(visit.changedAt), this.now()));
    const values = {
      userId,
      tourId,
      currentStop: visit.current,
      visited: [...visit.visited],
      finished: visit.finished,
      updatedAt: changedAt,
    };
    const [written] = await this.db
      .insert(tourVisits)
      .values(values)
      .onConflictDoUpdate({
        target: [tourVisits.userId, tourVisits.tourId],
        set: proposedValues(tourVisits, ['currentStop', 'visited', 'finished', 'updatedAt']),
        // An equal time keeps the stored visit: a replayed request changes nothing.
        setWhere: lt(tourVisits.updatedAt, proposed(tourVisits.updatedAt)),
      })
      .returning();
    if (written) return record(written);
    const [stored] = await this.db
      .select()
      .from(tourVisits)
      .where(and(eq(tourVisits.userId, userId), eq(tourVisits.tourId, tourId)))
      .limit(1);
    if (!stored) throw new Error('tour visit neither written nor stored');
    return record(stored);
  }
}
