export * from './translations';
export type { ContentPacks, ContentPackName } from './packs';
export type { DestinationTexts, LandmarkTexts, PlacesPack } from '../places/texts';
export { nestRussianQuotes } from './quotes';
export { frenchSpacingIssues } from './typography';
