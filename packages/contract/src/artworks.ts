import { z } from 'zod';
import { artworkIds, locationTags, tourIds } from './constants';

export const artworkIdSchema = z.enum(artworkIds);

export const locationTagSchema = z.enum(locationTags);

/** Where an image comes from, shown under it on its page (licence and attribution). */
export const imageCreditSchema = z.object({
  /** File name on Wikimedia Commons, without the "File:" prefix; `npm run media:fetch` downloads it. */
  commonsFile: z.string().min(1),
  author: z.string().min(1),
  licence: z.string().min(1),
  licenceUrl: z.url().optional(),
});
export type ImageCredit = z.infer<typeof imageCreditSchema>;

export const artworkSchema = z
  .object({
    id: artworkIdSchema,
    title: z.string().min(1),
    artist: z.string().min(1),
    year: z.string().min(1),
    medium: z.string().min(1),
    dimensions: z.string().min(1),
    /** Room in the museum. */
    location: z.string().min(1),
    location_tag: locationTagSchema,
    /** Path of the image through the media service. */
    image: z.string().startsWith('/'),
    /** Path of the audio guide through the audio service. */
    audio: z.string().startsWith('/'),
    historicalContext: z.string().min(100),
    interestingFacts: z.array(z.string().min(1)).min(3),
    visitorExperience: z.string().min(1),
    /** The audio guide's script; also shown as its transcript. */
    narration: z.string().min(200),
    imageCredit: imageCreditSchema,
    /** Short alternative text describing what the image shows. */
    imageAlt: z.string().min(1),
  })
  .meta({ id: 'Artwork' });
export type Artwork = z.infer<typeof artworkSchema>;

export const tourIdSchema = z.enum(tourIds);

export const tourSchema = z
  .object({
    id: tourIdSchema,
    name: z.string().min(1),
    description: z.string().min(1),
    /** Path of the tour card's image (an artwork of the tour). */
    image: z.string().startsWith('/'),
    artworkIds: z.array(artworkIdSchema).min(1),
  })
  .meta({ id: 'Tour' });
export type Tour = z.infer<typeof tourSchema>;
