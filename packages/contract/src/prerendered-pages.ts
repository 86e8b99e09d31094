import { z } from 'zod';

/**
 * A page rendered to HTML when the web app is built (apps/web/src/app/prerender.tsx), which the server
 * puts into index.html for English visitors (apps/server/src/modules/spa/prerendered.ts).
 */
export const prerenderedPageSchema = z.object({
  /** The HTML of `#root`. */
  html: z.string(),
  /** The document title the page sets. */
  title: z.string().min(1),
});
export type PrerenderedPage = z.infer<typeof prerenderedPageSchema>;

/** `dist/.prerender/pages.json`: the pages by address (the path, with the gallery's filter). */
export const prerenderedPagesSchema = z.record(z.string().startsWith('/'), prerenderedPageSchema);
