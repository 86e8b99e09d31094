/**
 * The app's Content-Security-Policy allows no `eval`. zod, loaded with the screens that parse the API's
 * answers, would try `new Function` once to see whether it may compile its object parsers; the browser
 * blocks it, zod falls back, but the blocked attempt is still reported as a CSP violation (Lighthouse's
 * best practices read 96 on every such screen). zod's shared settings live on this global, read when
 * zod is first loaded: set here, before any chunk imports it, it keeps zod from trying. This module
 * imports nothing, so zod stays out of the app shell.
 */
const settings = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
// Changed in place: a zod already loaded (in tests) keeps reading the same object.
(settings.__zod_globalConfig ??= {}).jitless = true;

export {};
