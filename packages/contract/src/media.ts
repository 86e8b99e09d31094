import { z } from 'zod';
import { imageFormats, imageWidths, mediaKinds } from './constants';

export const mediaKindSchema = z.enum(mediaKinds);

export const imageVariantParamsSchema = z.object({
  kind: mediaKindSchema,
  id: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'Media ids are lower-case words joined by hyphens'),
  width: z.coerce
    .number()
    .int()
    .refine((w) => (imageWidths as readonly number[]).includes(w), {
      message: `Width must be one of ${imageWidths.join(', ')}`,
    }),
  format: z.enum(imageFormats),
});
export type ImageVariantParams = z.infer<typeof imageVariantParamsSchema>;
