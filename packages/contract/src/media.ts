import { z } from 'zod';

/** Widths the media service renders; anything else is refused so the cache stays bounded. */
export const imageWidths = [320, 480, 640, 800, 1200, 1600] as const;
export const imageFormats = ['webp', 'avif', 'jpeg'] as const;
export const mediaKinds = ['artworks', 'landmarks'] as const;

export const mediaKindSchema = z.enum(mediaKinds);
export type MediaKind = z.infer<typeof mediaKindSchema>;

export const imageVariantParamsSchema = z.object({
  kind: mediaKindSchema,
  id: z
    .string()
    .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'Media ids are lower-case words joined by hyphens'),
  width: z.coerce
    .number()
    .int()
    .refine((w) => (imageWidths as readonly number[]).includes(w), {
      message: `Width must be one of ${imageWidths.join(', ')}`,
    }),
  format: z.enum(imageFormats),
});
export type ImageVariantParams = z.infer<typeof imageVariantParamsSchema>;

/** Builds the URL of one rendered variant of an image. */
export function imageVariantUrl(
  kind: MediaKind,
  id: string,
  width: (typeof imageWidths)[number],
  format: (typeof imageFormats)[number] = 'webp',
): string {
  return `/api/v1/media/${kind}/${id}/${width}.${format}`;
}

export function audioGuideUrl(artworkId: string): string {
  return `/api/v1/audio/${artworkId}.mp3`;
}
