export * from './constants';
export * from './errors';
export * from './health';
export * from './artworks';
export * from './media';
