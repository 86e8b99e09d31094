import { and, eq, isNull } from 'drizzle-orm';
import type { ItineraryDay } from '@artvoyage/contract';
import type { Db } from '../../db/database';
import { itineraries } from '../../db/schema';

/** A live (not deleted) itinerary as other modules see it: what it is linked to and its days. */
export interface TripFact {
  linkedArtworkId: string;
  days: ItineraryDay[];
}

/** What other modules may ask about a user's itineraries (gamification's trip stats and XP). */
export class TripFacts {
  constructor(private readonly db: Db) {}

  /** The user's live itineraries. */
  async liveTrips(userId: string): Promise<TripFact[]> {
    return this.db
      .select({ linkedArtworkId: itineraries.linkedArtworkId, days: itineraries.days })
      .from(itineraries)
      .where(and(eq(itineraries.userId, userId), isNull(itineraries.deletedAt)));
  }

  /** True when the user has a live itinerary with this id. */
  async isLive(userId: string, itineraryId: string): Promise<boolean> {
    const [row] = await this.db
      .select({ id: itineraries.id })
      .from(itineraries)
      .where(
        and(eq(itineraries.userId, userId), eq(itineraries.id, itineraryId), isNull(itineraries.deletedAt)),
      )
      .limit(1);
    return row !== undefined;
  }
}
