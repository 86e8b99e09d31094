import { z } from 'zod';
import { activityTypes, artworkIds } from './constants';

/** "HH:MM" with one or two hour digits, as the spec's activity form accepts. */
export const activityTimePattern = /^\d{1,2}:\d{2}$/;

export const activitySchema = z.object({
  time: z.string().trim().regex(activityTimePattern, 'Use HH:MM format (e.g. 09:30)'),
  description: z.string().trim().min(3, 'Description must contain at least 3 characters').max(500),
  completed: z.boolean(),
  type: z.enum(activityTypes).optional(),
});
export type Activity = z.infer<typeof activitySchema>;

export const itineraryDaySchema = z.object({
  day: z.number().int().min(1),
  title: z.string().trim().min(1).max(200),
  activities: z.array(activitySchema).max(50),
});
export type ItineraryDay = z.infer<typeof itineraryDaySchema>;

const knownArtworkIds: ReadonlySet<string> = new Set(artworkIds);

export const itineraryIdSchema = z
  .string()
  .max(100)
  .regex(/^itinerary-[A-Za-z0-9-]+$/, 'Itinerary ids look like itinerary-<timestamp>-<random>');

/** How large one itinerary may be, as compact JSON in UTF-8: a month of full days fits easily. */
export const maxItineraryBytes = 64 * 1024;

/** The size `maxItineraryBytes` measures. */
export function itineraryBytes(itinerary: unknown): number {
  return utf8Length(JSON.stringify(itinerary));
}

/** Bytes of a string in UTF-8 (the contract runs in browsers and Node alike, without Buffer). */
export function utf8Length(text: string): number {
  let bytes = 0;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    const pairs = code >= 0xd800 && code <= 0xdbff && i + 1 < text.length;
    if (code < 0x80) bytes += 1;
    else if (code < 0x800) bytes += 2;
    else if (pairs) {
      bytes += 4;
      i += 1;
    } else bytes += 3;
  }
  return bytes;
}

export const itinerarySchema = z
  .object({
    id: itineraryIdSchema,
    name: z.string().trim().min(1).max(200),
    linkedArtworkId: z.string().refine((id) => knownArtworkIds.has(id), {
      message: 'Unknown artwork: use one of the ten artwork ids',
    }),
    days: z.array(itineraryDaySchema).min(1).max(30),
  })
  .refine((itinerary) => itineraryBytes(itinerary) <= maxItineraryBytes, {
    message: `An itinerary can hold up to ${maxItineraryBytes / 1024} KB of text; shorten some descriptions`,
  })
  .meta({ id: 'Itinerary' });
export type Itinerary = z.infer<typeof itinerarySchema>;

/** How many itineraries one account may keep on the server. */
export const maxItinerariesPerAccount = 500;

/**
 * How much itinerary text one account may keep on the server, as stored: this bounds the list the
 * server sends back after each sync round (and the memory it takes), whatever the count.
 */
export const maxItineraryBytesPerAccount = 4 * 1024 * 1024;

/**
 * One round of account sync (POST /api/v1/itineraries/sync): what this device changed since it last
 * synced, applied in one transaction; the answer is the account's whole list afterwards.
 */
export const itinerarySyncRequestSchema = z
  .object({
    put: z
      .array(itinerarySchema)
      .max(maxItinerariesPerAccount)
      .default([])
      .describe("Changed on this device: replaces the account's copy, and restores one deleted elsewhere"),
    add: z
      .array(itinerarySchema)
      .max(maxItinerariesPerAccount)
      .default([])
      .describe('Only on this device so far: kept unless the account already has, or had, the same id'),
    delete: z
      .array(itineraryIdSchema)
      .max(maxItinerariesPerAccount)
      .default([])
      .describe('Deleted on this device; unknown ids are ignored'),
  })
  .meta({ id: 'ItinerarySyncRequest' });
export type ItinerarySyncRequest = z.input<typeof itinerarySyncRequestSchema>;

export const itinerarySyncResponseSchema = z
  .object({ itineraries: z.array(itinerarySchema) })
  .meta({ id: 'ItinerarySyncResponse' });
export type ItinerarySyncResponse = z.infer<typeof itinerarySyncResponseSchema>;
