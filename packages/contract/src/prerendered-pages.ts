import { z } from 'zod';
import { locales } from './locales';

/**
 * A page rendered to HTML when the web app is built (apps/web/src/app/prerender.tsx), which the server
 * puts into index.html for visitors whose app starts in its language (apps/server/src/modules/spa/prerendered.ts).
 */
export const prerenderedPageSchema = z.object({
  /** The HTML of `#root`. */
  html: z.string(),
  /** The document title the page sets. */
  title: z.string().min(1),
});
export type PrerenderedPage = z.infer<typeof prerenderedPageSchema>;

/** One language's pages by address (the path, with the gallery's filter). */
const pagesByAddressSchema = z.record(z.string().startsWith('/'), prerenderedPageSchema);

/**
 * `dist/.prerender/pages.json`: each language's pages. A language left out has none: its visitors get
 * the empty shell, which the app renders in their language.
 */
export const prerenderedPagesSchema = z.partialRecord(z.enum(locales), pagesByAddressSchema);
