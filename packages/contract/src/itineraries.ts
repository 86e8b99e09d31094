import { z } from 'zod';
import { activityTypes } from './constants';

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

export const itinerarySchema = z
  .object({
    id: z
      .string()
      .regex(/^itinerary-[A-Za-z0-9-]+$/, 'Itinerary ids look like itinerary-<timestamp>-<random>'),
    name: z.string().trim().min(1).max(200),
    linkedArtworkId: z.string().min(1).max(100),
    days: z.array(itineraryDaySchema).min(1).max(30),
  })
  .meta({ id: 'Itinerary' });
export type Itinerary = z.infer<typeof itinerarySchema>;
