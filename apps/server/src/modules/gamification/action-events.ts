import { and, eq, inArray } from 'drizzle-orm';
import { xpRewards, type TourId } from '@artvoyage/contract';
import { tours } from '@artvoyage/content';
import type { Db } from '../../db/database';
import { recognitions, userProfiles, xpEvents } from '../../db/schema';
import { HttpError, notFound } from '../../http/errors';
import type { TripFacts } from '../itineraries';
import { isoWeek, utcDate } from './rules';
import type { ParsedGamificationAction, XpEvent } from './service';

export const profileMissing = () => notFound('No profile exists for this account.');

/**
 * What an action a client reports is worth: its event, once the evidence for it holds (the tour's
 * artworks seen, the itinerary saved, the photo recognised, the profile complete).
 */
export class ActionEvents {
  constructor(
    private readonly db: Db,
    private readonly trips: TripFacts,
    private readonly now: () => Date,
  ) {}

  /** Turns a validated action into its event, refusing ones whose precondition does not hold. */
  async eventFor(userId: string, input: ParsedGamificationAction): Promise<XpEvent | null> {
    const now = this.now();
    switch (input.action) {
      case 'daily_visit': {
        const date = utcDate(now);
        return {
          action: input.action,
          key: `daily_visit:${date}`,
          xp: xpRewards.daily_visit,
          data: { date },
        };
      }
      case 'artwork_viewed': {
        const { artworkId } = input.data;
        const week = utcDate(isoWeek(now).start);
        return {
          action: input.action,
          key: `artwork:${artworkId}`,
          xp: xpRewards.artwork_viewed,
          data: { artworkId },
          markers: [
            { action: 'artwork_week', key: `artwork_week:${week}:${artworkId}`, data: { artworkId, week } },
          ],
        };
      }
      case 'tour_completed':
        await this.assertTourSeen(userId, input.data.tourId);
        return {
          action: input.action,
          key: `tour:${input.data.tourId}`,
          xp: xpRewards.tour_completed,
          data: { tourId: input.data.tourId },
        };
      case 'itinerary_saved': {
        const { itineraryId } = input.data;
        if (!(await this.trips.isLive(userId, itineraryId)))
          throw notFound('No itinerary with this id exists in this account.');
        return {
          action: input.action,
          key: `itinerary:${itineraryId}`,
          xp: xpRewards.itinerary_saved,
          data: { itineraryId },
        };
      }
      case 'photo_recognized': {
        // Only a recognition the server itself recorded for this caller is evidence of a photo.
        const { recognitionId } = input.data;
        const [recorded] = await this.db
          .select({ id: recognitions.id, subject: recognitions.subject })
          .from(recognitions)
          .where(and(eq(recognitions.id, recognitionId), eq(recognitions.userId, userId)))
          .limit(1);
        if (!recorded) throw notFound('No recognition with this id was recorded for your account.');
        // Possible matches earn nothing until the user confirms which one the photo shows.
        if (recorded.subject === null)
          throw new HttpError(
            409,
            'CONFLICT',
            'Confirm which of the possible matches your photo shows first: only a recognised photo earns XP.',
          );
        return {
          action: input.action,
          key: `photo:${recognitionId}`,
          xp: xpRewards.photo_recognized,
          data: { recognitionId },
        };
      }
      case 'profile_completed':
        await this.assertProfileComplete(userId);
        return { action: input.action, key: 'profile', xp: xpRewards.profile_completed, data: {} };
      case 'check_achievements':
        return null;
    }
  }

  /** A tour counts once every one of its artworks was viewed (their artwork events exist). */
  private async assertTourSeen(userId: string, tourId: TourId): Promise<void> {
    const stops = tours.find((tour) => tour.id === tourId)?.artworkIds ?? [];
    const seen = await this.db
      .select({ key: xpEvents.eventKey })
      .from(xpEvents)
      .where(
        and(
          eq(xpEvents.userId, userId),
          inArray(
            xpEvents.eventKey,
            stops.map((artworkId) => `artwork:${artworkId}`),
          ),
        ),
      );
    if (stops.length === 0 || seen.length < stops.length) {
      throw new HttpError(
        422,
        'TOUR_INCOMPLETE',
        `Open every artwork of this tour first (${seen.length} of ${stops.length} seen).`,
      );
    }
  }

  private async assertProfileComplete(userId: string): Promise<void> {
    const [profile] = await this.db
      .select({
        fullName: userProfiles.fullName,
        bio: userProfiles.bio,
        languages: userProfiles.languages,
        favoriteDestinations: userProfiles.favoriteDestinations,
      })
      .from(userProfiles)
      .where(eq(userProfiles.userId, userId))
      .limit(1);
    if (!profile) throw profileMissing();
    const missing = [
      profile.fullName.trim() === '' ? 'your name' : null,
      (profile.bio ?? '').trim() === '' ? 'a bio' : null,
      profile.languages.length === 0 ? 'at least one language' : null,
      profile.favoriteDestinations.length === 0 ? 'at least one favourite destination' : null,
    ].filter((part): part is string => part !== null);
    if (missing.length > 0) {
      throw new HttpError(
        422,
        'PROFILE_INCOMPLETE',
        `Your profile is not complete yet: add ${missing.join(', ')}.`,
      );
    }
  }
}
