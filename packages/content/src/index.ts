export * from './artworks';
export * from './tours';
export * from './catalogue';
export * from './itineraries/index';
export * from './places/index';
export * from './games/index';
