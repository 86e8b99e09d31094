export * from './translations';
export type { ContentPacks, ContentPackName } from './packs';
