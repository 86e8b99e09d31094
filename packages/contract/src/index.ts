export * from './constants';
export * from './errors';
export * from './health';
export * from './artworks';
export * from './media';
export * from './profiles';
export * from './profile-awards';
export * from './itineraries';
