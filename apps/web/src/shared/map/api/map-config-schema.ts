/*
 * The map settings' schema, loaded with `import()` by `fetchMapConfig` rather than with the screens
 * that show a map (the map page, My Itineraries' day maps): zod and the schemas would take either past
 * its 80 KB budget (docs/decisions/0021-responses-parsed-in-feature-chunks.md).
 */
export { mapConfigSchema } from '@artvoyage/contract';
