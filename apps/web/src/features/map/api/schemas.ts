/*
 * The map's response schemas, loaded with `import()` by its fetchers rather than with the page: zod and
 * the schemas (about 25 KB gzip) would take the map page past its 80 KB budget, so they download
 * beside the first request instead (docs/decisions/0021-responses-parsed-in-feature-chunks.md).
 */
export {
  cityPointListSchema,
  destinationListSchema,
  landmarkListSchema,
  placeSuggestionListSchema,
  routeSchema,
} from '@artvoyage/contract';
