export * from './artworks';
export * from './tours';
export * from './catalogue';
export * from './itineraries/index';
export * from './places/index';
// The games' content is its own entry, '@artvoyage/content/games', so pages that show artworks do not
// download the quiz banks with them.
export * from './tours-texts';
export * from './social-texts';
export * from './artworks-texts';
