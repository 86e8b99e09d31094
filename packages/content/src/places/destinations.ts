import type { Destination } from '@artvoyage/contract';

/** A destination as bundled: the API's fields plus other names it is searched by. */
export interface DestinationEntry extends Destination {
  /** Local and foreign names a visitor may type (e.g. Firenze); the place search also matches them. */
  readonly alternateNames: readonly string[];
}

/*
 * The cities on the interactive map. Coordinates are the usual city-centre points (WGS84); ratings are
 * editorial (0-5). The server upserts these rows at every start (modules/places/seed.ts), so editing
 * this file is all a content change needs.
 */
export const destinations = [
  {
    id: 'paris',
    name: 'Paris',
    country: 'France',
    description:
      'The French capital on the Seine, home of the Louvre, the Musée d’Orsay and Notre-Dame, and the starting point of ArtVoyage’s museum tour.',
    latitude: 48.8566,
    longitude: 2.3522,
    rating: 4.8,
    image_id: 'eiffel-tower',
    alternateNames: [],
  },
  {
    id: 'rome',
    name: 'Rome',
    country: 'Italy',
    description:
      'The Eternal City: ancient Roman ruins such as the Colosseum and the Forum, Baroque squares and fountains, and Vatican City within its walls.',
    latitude: 41.9028,
    longitude: 12.4964,
    rating: 4.8,
    image_id: 'colosseum',
    alternateNames: ['Roma'],
  },
  {
    id: 'florence',
    name: 'Florence',
    country: 'Italy',
    description:
      'Capital of Tuscany and cradle of the Renaissance, with Brunelleschi’s dome, the Uffizi and Michelangelo’s David.',
    latitude: 43.7696,
    longitude: 11.2558,
    rating: 4.7,
    image_id: 'florence-cathedral',
    alternateNames: ['Firenze'],
  },
  {
    id: 'venice',
    name: 'Venice',
    country: 'Italy',
    description:
      'A city of canals built on islands in a lagoon of the Adriatic, once the capital of a maritime republic and home of the Venetian school of painting.',
    latitude: 45.4408,
    longitude: 12.3155,
    rating: 4.7,
    image_id: 'rialto-bridge',
    alternateNames: ['Venezia'],
  },
  {
    id: 'athens',
    name: 'Athens',
    country: 'Greece',
    description:
      'The Greek capital, birthplace of classical democracy and philosophy, crowned by the Acropolis and the Parthenon.',
    latitude: 37.9838,
    longitude: 23.7275,
    rating: 4.5,
    image_id: 'parthenon',
    alternateNames: ['Athina', 'Athènes', 'Athen'],
  },
  {
    id: 'cairo',
    name: 'Cairo',
    country: 'Egypt',
    description:
      'Egypt’s capital on the Nile, with the Egyptian Museum’s antiquities on Tahrir Square and the mosques and markets of Islamic Cairo; Tutankhamun’s treasures are now shown at the Grand Egyptian Museum in neighbouring Giza.',
    latitude: 30.0444,
    longitude: 31.2357,
    rating: 4.3,
    image_id: null,
    alternateNames: ['Al-Qahira', 'Le Caire', 'Kairo'],
  },
  {
    id: 'giza',
    name: 'Giza',
    country: 'Egypt',
    description:
      'The city on the west bank of the Nile, part of Greater Cairo, whose desert plateau holds the pyramids of Khufu, Khafre and Menkaure and the Great Sphinx; near them, the Grand Egyptian Museum has shown Tutankhamun’s treasures since November 2025.',
    latitude: 30.0131,
    longitude: 31.2089,
    rating: 4.4,
    image_id: 'great-pyramid-giza',
    alternateNames: ['Gizeh', 'El Giza'],
  },
  {
    id: 'amsterdam',
    name: 'Amsterdam',
    country: 'Netherlands',
    description:
      'The Dutch capital of canals and gabled houses, with Rembrandt’s Night Watch at the Rijksmuseum and the world’s largest Van Gogh collection.',
    latitude: 52.3676,
    longitude: 4.9041,
    rating: 4.5,
    image_id: null,
    alternateNames: [],
  },
  {
    id: 'london',
    name: 'London',
    country: 'United Kingdom',
    description:
      'The British capital on the Thames, whose great national museums, such as the British Museum and the National Gallery, are free to enter.',
    latitude: 51.5074,
    longitude: -0.1278,
    rating: 4.6,
    image_id: null,
    alternateNames: ['Londres'],
  },
  {
    id: 'madrid',
    name: 'Madrid',
    country: 'Spain',
    description:
      'The Spanish capital, whose Paseo del Prado gathers the Prado, the Reina Sofía and the Thyssen-Bornemisza museums.',
    latitude: 40.4168,
    longitude: -3.7038,
    rating: 4.5,
    image_id: null,
    alternateNames: [],
  },
  {
    id: 'vienna',
    name: 'Vienna',
    country: 'Austria',
    description:
      'The Austrian capital and former seat of the Habsburgs, with imperial palaces, St. Stephen’s Cathedral and the Kunsthistorisches Museum.',
    latitude: 48.2082,
    longitude: 16.3738,
    rating: 4.6,
    image_id: null,
    alternateNames: ['Wien', 'Vienne'],
  },
  {
    id: 'barcelona',
    name: 'Barcelona',
    country: 'Spain',
    description:
      'The Catalan capital on the Mediterranean, shaped by Antoni Gaudí’s modernista buildings such as the Sagrada Família and Park Güell.',
    latitude: 41.3874,
    longitude: 2.1686,
    rating: 4.6,
    image_id: null,
    alternateNames: [],
  },
  {
    id: 'berlin',
    name: 'Berlin',
    country: 'Germany',
    description:
      'The German capital, where the Brandenburg Gate and the remains of the Berlin Wall recall the city’s division from 1961 to 1989.',
    latitude: 52.52,
    longitude: 13.405,
    rating: 4.4,
    image_id: null,
    alternateNames: [],
  },
  {
    id: 'prague',
    name: 'Prague',
    country: 'Czechia',
    description:
      'The Czech capital on the Vltava, with a largely intact historic centre, Prague Castle and the Gothic Charles Bridge.',
    latitude: 50.0755,
    longitude: 14.4378,
    rating: 4.6,
    image_id: null,
    alternateNames: ['Praha', 'Prag'],
  },
  {
    id: 'istanbul',
    name: 'Istanbul',
    country: 'Türkiye',
    description:
      'The city on the Bosphorus that was Byzantium and Constantinople, capital of the Byzantine and Ottoman empires, with Hagia Sophia and the Blue Mosque.',
    latitude: 41.0082,
    longitude: 28.9784,
    rating: 4.6,
    image_id: null,
    alternateNames: ['Constantinople'],
  },
] as const satisfies readonly DestinationEntry[];

/** The id of one of the destinations: a translation must have every one. */
export type DestinationId = (typeof destinations)[number]['id'];
