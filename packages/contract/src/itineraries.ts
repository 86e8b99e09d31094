import { z } from 'zod';
import {
  activityTypes,
  artworkIds,
  maxItineraryDays,
  maxItineraryNameLength,
  tripDateRange,
  tripEndsInRange,
} from './constants';

/** "HH:MM" with one or two hour digits, as the activity form accepts. */
export const activityTimePattern = /^\d{1,2}:\d{2}$/;

/** How an activity's place is marked: one building or site, or the middle of a neighbourhood or walk. */
export const activityPlaceKinds = ['point', 'area'] as const;
export type ActivityPlaceKind = (typeof activityPlaceKinds)[number];

/**
 * Where an activity happens, for the day's map (WGS84 degrees). `point`: the building or site itself;
 * `area`: a neighbourhood, a street or a walk, marked at its middle. Activities that are not tied to
 * one place (a river cruise, a drive) have none, as have activities a visitor wrote.
 */
export const activityPlaceSchema = z
  .strictObject({
    lat: z.number().min(-90).max(90),
    lng: z.number().min(-180).max(180),
    kind: z.enum(activityPlaceKinds),
  })
  .meta({ id: 'ActivityPlace' });
export type ActivityPlace = z.infer<typeof activityPlaceSchema>;

export const activitySchema = z.object({
  time: z.string().trim().regex(activityTimePattern, 'Use HH:MM format (e.g. 09:30)'),
  description: z.string().trim().min(3, 'Description must contain at least 3 characters').max(500),
  completed: z.boolean(),
  type: z.enum(activityTypes).optional(),
  place: activityPlaceSchema
    .optional()
    .describe('Where it happens, for the day map; absent for an activity not tied to one place'),
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

/** An itinerary's name as a visitor gives it: trimmed, 1 to 200 characters (a rename follows the same rule). */
export const itineraryNameSchema = z
  .string()
  .trim()
  .min(1, 'Give the itinerary a name')
  .max(maxItineraryNameLength, `A name can be up to ${maxItineraryNameLength} characters long`);

/** A trip's first day; its other days follow one by one, so the end never comes before the start. */
export const tripStartDateSchema = z.iso
  .date('Use a calendar date as YYYY-MM-DD')
  .refine((date) => date >= tripDateRange.min && date <= tripDateRange.max, {
    message: `Choose a date between ${tripDateRange.min} and ${tripDateRange.max}`,
  });

const tripEndMessage = `The trip would end after ${tripDateRange.max}; choose an earlier start date`;

export const itinerarySchema = z
  .object({
    id: itineraryIdSchema,
    name: itineraryNameSchema,
    linkedArtworkId: z.string().refine((id) => knownArtworkIds.has(id), {
      message: 'Unknown artwork: use one of the ten artwork ids',
    }),
    days: z.array(itineraryDaySchema).min(1).max(maxItineraryDays),
    startDate: tripStartDateSchema
      .optional()
      .describe('The first day of the trip (YYYY-MM-DD); day N falls N − 1 days later. Absent: no dates.'),
  })
  .refine((itinerary) => itineraryBytes(itinerary) <= maxItineraryBytes, {
    message: `An itinerary can hold up to ${maxItineraryBytes / 1024} KB of text; shorten some descriptions`,
  })
  .refine(
    // Runs even when the fields failed their own checks: only a valid start date is measured.
    (itinerary) =>
      !tripStartDateSchema.safeParse(itinerary.startDate).success ||
      !Array.isArray(itinerary.days) ||
      tripEndsInRange(itinerary.startDate as string, itinerary.days.length),
    { message: tripEndMessage, path: ['startDate'] },
  )
  .meta({ id: 'Itinerary' });
export type Itinerary = z.infer<typeof itinerarySchema>;

/**
 * What PATCH /api/v1/itineraries/:id may change: the name, the start date (null removes the dates),
 * or both. Nothing else, so a rename cannot touch the plan another device is editing.
 */
export const itineraryPatchSchema = z
  .strictObject({
    name: itineraryNameSchema.optional(),
    startDate: tripStartDateSchema.nullable().optional().describe('null removes the trip dates'),
  })
  .refine((patch) => patch.name !== undefined || patch.startDate !== undefined, {
    message: 'Give a name, a startDate or both to change',
  })
  .meta({ id: 'ItineraryPatch' });
export type ItineraryPatch = z.infer<typeof itineraryPatchSchema>;

/** The message for a start date whose trip would end past the last date allowed. */
export const tripEndOutOfRangeMessage = tripEndMessage;

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
