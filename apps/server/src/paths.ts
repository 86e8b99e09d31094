import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

// This file sits directly in src/ and is bundled into dist/main.js, so '..' is the package root in both.
const here = dirname(fileURLToPath(import.meta.url));
export const serverRoot = resolve(here, '..');
export const migrationsDir = resolve(serverRoot, 'drizzle');
export const defaultWebDistDir = resolve(serverRoot, '../web/dist');
/** A freshly initialised PGlite data directory, made by `npm run build`; seeding from it skips initdb. */
export const pgliteTemplatePath = resolve(serverRoot, 'dist/pglite-template.tar.gz');
