import type { ActivityPlace, ActivityType, LocationTag } from '@artvoyage/contract';

/** Another activity for a template slot, with its own place. */
export interface TemplateAlternative {
  readonly description: string;
  /** Where it happens; null when it is not tied to one place (see `TemplateActivity.place`). */
  readonly place: ActivityPlace | null;
}

/** One planned activity of a template day; `completed` is added when an itinerary is generated. */
export interface TemplateActivity {
  readonly time: string;
  readonly description: string;
  readonly type: ActivityType;
  /**
   * Where it happens, shown on the day's map: a building or site (`point`), or the middle of the
   * neighbourhood, street or walk it spreads over (`area`). Null, and left off the map, when the
   * activity is not tied to one place (a river cruise, a drive along a coast). Required, so that a
   * new activity cannot be written without deciding.
   */
  readonly place: ActivityPlace | null;
  /**
   * Other activities that fit the same slot (the same time, kind and part of town, open then): a plan
   * generated again may pick one of them instead, so that "Regenerate" gives another plan.
   */
  readonly alternatives?: readonly TemplateAlternative[];
}

export interface TemplateDay {
  readonly title: string;
  readonly activities: readonly TemplateActivity[];
}

/** Template days per location_tag. Keys are plain strings so callers (and tests) can pass other maps. */
export type ItineraryTemplates = Readonly<Partial<Record<string, readonly TemplateDay[]>>>;

/** Per-location name titles: "{title} inspired by {artwork title}". */
export type LocationTitles = Readonly<Partial<Record<string, string>>>;

export const TEMPLATE_DAYS = 3;
export const TEMPLATE_ACTIVITIES_PER_DAY = 4;

export const locationTitles = {
  Paris: 'Parisian Dream',
  Greece: 'Greek Odyssey',
  Rome: 'Roman Adventure',
  Florence: 'Florentine Renaissance',
  Venice: 'Venetian Journey',
  Egypt: "Pharaoh's Legacy",
} as const satisfies Record<LocationTag, string>;

/** A building or site (WGS84 degrees, 4 decimals: about 10 m). */
const at = (lat: number, lng: number): ActivityPlace => ({ lat, lng, kind: 'point' });
/** The middle of a neighbourhood, a street or a walk. */
const around = (lat: number, lng: number): ActivityPlace => ({ lat, lng, kind: 'area' });

/*
 * The activities' places: the published coordinates of each site (the same as in places/landmarks.ts
 * where the place is also a landmark), rounded to 4 decimals. Where an activity is less precise than
 * a site (a neighbourhood, a walk past two sights, a village), it is marked as an area at its middle;
 * a cruise or a drive has no place. Neighbourhoods that several activities share are named once.
 * templates.test.ts keeps every place within a day trip of its destination city.
 */
const marais = around(48.859, 2.362);
const tuileries = around(48.8635, 2.3275);
const saintGermain = around(48.8538, 2.3334);
const orsay = at(48.86, 2.3266);
const ileSaintLouis = around(48.8517, 2.3567);
const plaka = around(37.9725, 23.7298);
const monastiraki = at(37.9761, 23.7255);
const archaeologicalMuseum = at(37.989, 23.7327);
const burano = around(45.4853, 12.4167);
const prati = around(41.9073, 12.465);
const sanLorenzo = around(43.7757, 11.2539);
const zamalek = around(30.062, 31.22);
const nazletElSamman = around(29.9765, 31.142);
const downtownCairo = around(30.049, 31.2405);

// Times assume ordinary opening hours; a few sights close one weekday (the Louvre on Tuesdays, the
// Musée d'Orsay, Uffizi, Accademia, Pitti Palace and Borghese Gallery on Mondays, the Vatican
// Museums on most Sundays), which a visitor should check.
export const itineraryTemplates: Readonly<Record<LocationTag, readonly TemplateDay[]>> = {
  Paris: [
    {
      title: 'Arrival and Artistic Immersion',
      activities: [
        { time: '14:00', description: 'Check in at your hotel in Le Marais', type: 'hotel', place: marais },
        {
          time: '15:30',
          description:
            'Visit the Louvre: the Mona Lisa in the Salle des États, the Venus de Milo, and the Winged Victory of Samothrace atop the Daru staircase',
          type: 'museum',
          place: at(48.861, 2.3358),
        },
        {
          time: '18:30',
          description: 'Walk the Tuileries Garden and the Seine quays to the Pont des Arts',
          type: 'sightseeing',
          place: tuileries,
          alternatives: [
            {
              description:
                'Walk through the Palais-Royal garden, past Daniel Buren’s striped columns in the main courtyard',
              place: at(48.865, 2.3377),
            },
          ],
        },
        {
          time: '20:00',
          description: 'Dinner at a bistro in Le Marais, around the Rue des Rosiers',
          type: 'dining',
          place: around(48.8572, 2.3593),
          alternatives: [
            {
              description: 'Dinner on the Place du Marché-Sainte-Catherine, a small square in Le Marais',
              place: at(48.8553, 2.3628),
            },
          ],
        },
      ],
    },
    {
      title: 'Exploring the Seine',
      activities: [
        {
          time: '10:00',
          description: 'Morning river cruise on the Seine from the Pont de l’Alma',
          type: 'transport',
          place: at(48.8625, 2.3017),
        },
        {
          time: '12:30',
          description: 'Lunch at a café in Saint-Germain-des-Prés',
          type: 'dining',
          place: saintGermain,
          alternatives: [
            { description: 'Lunch at a brasserie on the Boulevard Saint-Germain', place: saintGermain },
          ],
        },
        {
          time: '14:00',
          description:
            'Musée d’Orsay: the Impressionists and Post-Impressionists, from Monet and Renoir to Van Gogh, in the former railway station',
          type: 'museum',
          place: orsay,
        },
        {
          time: '17:30',
          description:
            'Île de la Cité: Notre-Dame de Paris and the bouquinistes’ book stalls along the quays',
          type: 'sightseeing',
          place: around(48.8547, 2.3475),
          alternatives: [
            {
              description:
                'Île Saint-Louis: a walk along its quays and an ice cream on the Rue Saint-Louis-en-l’Île',
              place: ileSaintLouis,
            },
          ],
        },
      ],
    },
    {
      title: 'Montmartre and Monet',
      activities: [
        {
          time: '09:30',
          description: 'Montmartre: the Sacré-Cœur Basilica and the painters of the Place du Tertre',
          type: 'sightseeing',
          place: around(48.8865, 2.342),
          alternatives: [
            {
              description:
                'Montmartre’s quieter side: the Clos Montmartre vineyard, the Lapin Agile cabaret and the Moulin de la Galette',
              place: around(48.8878, 2.3392),
            },
          ],
        },
        {
          time: '12:30',
          description: 'Lunch at a brasserie in Montmartre',
          type: 'dining',
          place: around(48.8846, 2.3387),
        },
        {
          time: '14:30',
          description: 'Musée de l’Orangerie: Monet’s Water Lilies in the Tuileries Garden',
          type: 'museum',
          place: at(48.8638, 2.3227),
        },
        {
          time: '17:00',
          description: 'Shopping at Galeries Lafayette Haussmann under its stained-glass dome',
          type: 'shopping',
          place: at(48.8737, 2.332),
          alternatives: [
            {
              description:
                'Shopping in the covered passages: the Galerie Vivienne and the Passage des Panoramas',
              place: around(48.869, 2.341),
            },
          ],
        },
      ],
    },
  ],
  Greece: [
    {
      title: 'Arrival in Athens',
      activities: [
        {
          time: '14:00',
          description: 'Check in at your hotel in Plaka, below the Acropolis',
          type: 'hotel',
          place: plaka,
        },
        {
          time: '16:00',
          description:
            'Acropolis Museum: the Parthenon Gallery and five of the original Caryatids of the Erechtheion',
          type: 'museum',
          place: at(37.9685, 23.7285),
        },
        {
          time: '18:30',
          description: 'Sunset on the Areopagus Hill, facing the Acropolis',
          type: 'sightseeing',
          place: at(37.9723, 23.7237),
          alternatives: [
            { description: 'Sunset on Philopappos Hill, facing the Parthenon', place: at(37.9664, 23.7206) },
          ],
        },
        {
          time: '20:30',
          description: 'Dinner at a taverna in Plaka',
          type: 'dining',
          place: plaka,
          alternatives: [
            {
              description: 'Dinner on a rooftop in Monastiraki, facing the floodlit Acropolis',
              place: monastiraki,
            },
          ],
        },
      ],
    },
    {
      title: 'The Acropolis and the Ancient Agora',
      activities: [
        {
          time: '08:30',
          description: 'The Acropolis at opening time: the Propylaea, the Parthenon and the Erechtheion',
          type: 'sightseeing',
          place: at(37.9715, 23.7267),
        },
        {
          time: '11:30',
          description: 'Ancient Agora: the Temple of Hephaestus and the museum in the Stoa of Attalos',
          type: 'sightseeing',
          place: at(37.9747, 23.7224),
        },
        {
          time: '13:30',
          description: 'Souvlaki lunch at Monastiraki Square',
          type: 'dining',
          place: monastiraki,
          alternatives: [{ description: 'Lunch at a taverna in Psyrri', place: around(37.9783, 23.7248) }],
        },
        {
          time: '16:00',
          description: 'Changing of the Evzones guard at the Tomb of the Unknown Soldier, Syntagma Square',
          type: 'culture',
          place: at(37.9753, 23.7366),
          alternatives: [
            {
              description:
                'The Panathenaic Stadium, rebuilt in marble for the first modern Olympic Games in 1896',
              place: at(37.9683, 23.7411),
            },
          ],
        },
      ],
    },
    {
      title: 'Treasures and Cape Sounion',
      activities: [
        {
          time: '09:00',
          description:
            'National Archaeological Museum: the Mask of Agamemnon, the Artemision Bronze and the Antikythera mechanism',
          type: 'museum',
          place: archaeologicalMuseum,
          alternatives: [
            {
              description:
                'National Archaeological Museum: the bronze Jockey of Artemision, the Kroisos kouros and the wall paintings of Akrotiri on Santorini',
              place: archaeologicalMuseum,
            },
          ],
        },
        {
          time: '13:00',
          description: 'Lunch in Kolonaki',
          type: 'dining',
          place: around(37.9774, 23.7415),
          alternatives: [
            {
              description: 'Meze for lunch at a taverna in Exarchia, a few streets from the museum',
              place: around(37.9866, 23.7345),
            },
          ],
        },
        {
          time: '15:30',
          description: 'Drive or take the coastal bus along the Athenian Riviera to Cape Sounion',
          type: 'transport',
          place: null,
        },
        {
          time: '18:30',
          description: 'Sunset at the Temple of Poseidon on Cape Sounion',
          type: 'sightseeing',
          place: at(37.6502, 24.0245),
        },
      ],
    },
  ],
  Venice: [
    {
      title: 'Arrival on the Grand Canal',
      activities: [
        {
          time: '13:00',
          description: 'Vaporetto line 1 down the Grand Canal from Santa Lucia station',
          type: 'transport',
          place: at(45.4411, 12.3211),
        },
        {
          time: '14:30',
          description: 'Check in at your hotel in Dorsoduro',
          type: 'hotel',
          place: around(45.431, 12.3255),
        },
        {
          time: '16:00',
          description:
            'Gallerie dell’Accademia: Bellini, Giorgione’s Tempest, Titian and Veronese’s Feast in the House of Levi',
          type: 'museum',
          place: at(45.4312, 12.3282),
          alternatives: [
            {
              description:
                'Peggy Guggenheim Collection, in her palazzo on the Grand Canal (closed on Tuesdays)',
              place: at(45.4307, 12.3315),
            },
          ],
        },
        {
          time: '19:30',
          description: 'Cicchetti and a glass of wine along the Fondamenta della Misericordia in Cannaregio',
          type: 'dining',
          place: around(45.4447, 12.332),
          alternatives: [
            {
              description: 'Dinner on the Zattere, facing the Giudecca Canal',
              place: around(45.4287, 12.3263),
            },
          ],
        },
      ],
    },
    {
      title: 'San Marco and Rialto',
      activities: [
        {
          time: '09:30',
          description: 'St Mark’s Basilica: the golden mosaics and the Pala d’Oro',
          type: 'sightseeing',
          place: at(45.4345, 12.3397),
        },
        {
          time: '11:00',
          description:
            'Doge’s Palace: Tintoretto’s Paradise in the Great Council Hall and the Bridge of Sighs',
          type: 'museum',
          place: at(45.4337, 12.3404),
        },
        {
          time: '13:30',
          description: 'Lunch near the Rialto Bridge',
          type: 'dining',
          place: around(45.438, 12.3358),
          alternatives: [
            {
              description: 'Lunch at a trattoria in Castello, behind the Riva degli Schiavoni',
              place: around(45.4348, 12.344),
            },
          ],
        },
        {
          time: '15:30',
          description:
            'Vaporetto to San Giorgio Maggiore: Palladio’s church and, at the Fondazione Giorgio Cini (guided tours, book ahead), the facsimile of Veronese’s Wedding Feast at Cana in its original refectory',
          type: 'culture',
          place: at(45.4292, 12.3432),
          alternatives: [
            {
              description:
                'Scuola Grande di San Rocco: Tintoretto’s paintings covering its walls and ceilings',
              place: at(45.4364, 12.3263),
            },
          ],
        },
      ],
    },
    {
      title: 'Murano and Burano',
      activities: [
        {
          time: '09:30',
          description: 'Vaporetto from Fondamente Nove to Murano',
          type: 'transport',
          place: at(45.442, 12.3408),
        },
        {
          time: '10:30',
          description: 'Glass-blowing demonstration and the Glass Museum (Museo del Vetro) on Murano',
          type: 'culture',
          place: at(45.4564, 12.3568),
        },
        {
          time: '13:00',
          description: 'Vaporetto to Burano and lunch of risotto di gò',
          type: 'dining',
          place: burano,
          alternatives: [
            { description: 'Vaporetto to Burano and a lunch of fried lagoon fish', place: burano },
          ],
        },
        {
          time: '15:00',
          description: 'Burano’s brightly painted houses, lace shops and the Lace Museum',
          type: 'shopping',
          place: burano,
          alternatives: [
            { description: 'Burano’s lace and linen shops along the Via Baldassare Galuppi', place: burano },
          ],
        },
      ],
    },
  ],
  Rome: [
    {
      title: 'Arrival in the Eternal City',
      activities: [
        {
          time: '14:00',
          description: 'Check in at your hotel near Piazza Navona',
          type: 'hotel',
          place: around(41.8992, 12.4731),
        },
        {
          time: '15:30',
          description: 'The Pantheon and Raphael’s tomb',
          type: 'sightseeing',
          place: at(41.8986, 12.4769),
        },
        {
          time: '17:00',
          description: 'Trevi Fountain and the Spanish Steps',
          type: 'sightseeing',
          place: around(41.9034, 12.4831),
          alternatives: [
            {
              description: 'Piazza Navona and Bernini’s Fountain of the Four Rivers',
              place: at(41.8992, 12.4731),
            },
          ],
        },
        {
          time: '20:00',
          description: 'Dinner at a trattoria in Trastevere',
          type: 'dining',
          place: around(41.8895, 12.4697),
          alternatives: [
            {
              description: 'Dinner at a trattoria near the Campo de’ Fiori',
              place: around(41.8956, 12.4722),
            },
          ],
        },
      ],
    },
    {
      title: 'Ancient Rome',
      activities: [
        { time: '09:00', description: 'The Colosseum', type: 'sightseeing', place: at(41.8902, 12.4922) },
        {
          time: '11:30',
          description: 'The Roman Forum and the Palatine Hill',
          type: 'sightseeing',
          place: around(41.891, 12.4864),
        },
        {
          time: '14:00',
          description: 'Lunch in the Monti neighbourhood',
          type: 'dining',
          place: around(41.8953, 12.4932),
          alternatives: [
            {
              description: 'Lunch in the old Jewish Ghetto, known for its fried artichokes',
              place: around(41.8924, 12.4777),
            },
          ],
        },
        {
          time: '16:00',
          description:
            'Capitoline Museums: the Capitoline Wolf and the bronze equestrian statue of Marcus Aurelius',
          type: 'museum',
          place: at(41.8931, 12.4826),
          alternatives: [
            {
              description:
                'Palazzo Massimo (National Roman Museum): the Boxer at Rest and the painted garden from the Villa of Livia',
              place: at(41.9013, 12.4981),
            },
          ],
        },
      ],
    },
    {
      title: 'Vatican and Borghese',
      activities: [
        {
          time: '08:30',
          description: 'Vatican Museums: the Raphael Rooms, the Laocoön and the Sistine Chapel',
          type: 'museum',
          place: at(41.9065, 12.4536),
        },
        {
          time: '11:30',
          description: 'St Peter’s Basilica and Michelangelo’s Pietà',
          type: 'sightseeing',
          place: at(41.9022, 12.4539),
          alternatives: [
            {
              description: 'Castel Sant’Angelo, the mausoleum of Hadrian, and the view from its terrace',
              place: at(41.9031, 12.4663),
            },
          ],
        },
        {
          time: '13:00',
          description: 'Lunch in Prati',
          type: 'dining',
          place: prati,
          alternatives: [{ description: 'Lunch of pizza al taglio in Prati', place: prati }],
        },
        {
          time: '15:00',
          description:
            'Borghese Gallery (timed entry, book ahead): Canova’s Pauline Bonaparte as Venus Victrix and Bernini’s Apollo and Daphne',
          type: 'museum',
          place: at(41.9142, 12.4922),
        },
      ],
    },
  ],
  Florence: [
    {
      title: 'Arrival and the Duomo',
      activities: [
        {
          time: '14:00',
          description: 'Check in at your hotel in the historic centre',
          type: 'hotel',
          place: around(43.7714, 11.254),
        },
        {
          time: '15:30',
          description: 'The Duomo (Santa Maria del Fiore), the Baptistery and a climb up Giotto’s Bell Tower',
          type: 'sightseeing',
          place: at(43.7731, 11.256),
        },
        {
          time: '18:30',
          description: 'Piazza della Signoria, Palazzo Vecchio and the statues of the Loggia dei Lanzi',
          type: 'sightseeing',
          place: at(43.7695, 11.2557),
          alternatives: [
            {
              description: 'Piazza Santa Croce and the basilica where Michelangelo and Galileo are buried',
              place: at(43.7686, 11.2617),
            },
          ],
        },
        {
          time: '20:00',
          description: 'Bistecca alla fiorentina at a trattoria near Santa Croce',
          type: 'dining',
          place: around(43.768, 11.26),
          alternatives: [
            {
              description: 'Dinner at a trattoria in Sant’Ambrogio, near the market',
              place: around(43.7696, 11.2652),
            },
          ],
        },
      ],
    },
    {
      title: 'Uffizi and the Accademia',
      activities: [
        {
          time: '08:30',
          description:
            'Uffizi Gallery: Botticelli’s Birth of Venus and Primavera, and Leonardo’s Annunciation',
          type: 'museum',
          place: at(43.7678, 11.2553),
        },
        {
          time: '12:30',
          description: 'Lunch at the Mercato Centrale in San Lorenzo',
          type: 'dining',
          place: at(43.7764, 11.2533),
          alternatives: [
            {
              description: 'Lunch at a trattoria in San Lorenzo, on the way to the Accademia',
              place: sanLorenzo,
            },
          ],
        },
        {
          time: '14:30',
          description:
            'Galleria dell’Accademia: Michelangelo’s David and the unfinished Prisoners, carved for the tomb of Pope Julius II like the Louvre’s Slaves',
          type: 'museum',
          place: at(43.7768, 11.2586),
        },
        {
          time: '17:30',
          description: 'The goldsmiths’ shops on the Ponte Vecchio',
          type: 'shopping',
          place: at(43.768, 11.2531),
          alternatives: [
            { description: 'Leather shops and the market stalls around San Lorenzo', place: sanLorenzo },
          ],
        },
      ],
    },
    {
      title: 'Oltrarno',
      activities: [
        {
          time: '09:30',
          description: 'Pitti Palace: Raphael and Titian in the Palatine Gallery',
          type: 'museum',
          place: at(43.7651, 11.25),
        },
        {
          time: '11:30',
          description: 'The Boboli Gardens',
          type: 'sightseeing',
          place: around(43.7625, 11.2484),
        },
        {
          time: '13:30',
          description: 'Lunch on Piazza Santo Spirito',
          type: 'dining',
          place: at(43.7671, 11.2473),
          alternatives: [
            { description: 'Lunch at a trattoria in San Frediano', place: around(43.7702, 11.2425) },
          ],
        },
        {
          time: '18:00',
          description: 'Sunset over the city from Piazzale Michelangelo',
          type: 'sightseeing',
          place: at(43.7629, 11.2651),
          alternatives: [
            {
              description: 'Sunset from the steps of San Miniato al Monte, above Piazzale Michelangelo',
              place: at(43.7594, 11.265),
            },
          ],
        },
      ],
    },
  ],
  Egypt: [
    {
      title: 'Arrival on the Nile',
      activities: [
        { time: '14:00', description: 'Check in at your hotel in Zamalek', type: 'hotel', place: zamalek },
        { time: '16:30', description: 'Felucca sail on the Nile at sunset', type: 'culture', place: null },
        {
          time: '19:00',
          description: 'The Khan el-Khalili bazaar in Islamic Cairo',
          type: 'shopping',
          place: at(30.0477, 31.2623),
        },
        {
          time: '20:30',
          description: 'Mint tea at El Fishawy café and dinner in Islamic Cairo',
          type: 'dining',
          place: around(30.0476, 31.2618),
          alternatives: [
            {
              description: 'Dinner of Egyptian dishes, such as molokhia and stuffed pigeon, in Zamalek',
              place: zamalek,
            },
          ],
        },
      ],
    },
    {
      title: 'Giza',
      activities: [
        {
          time: '08:00',
          description: 'The Pyramids of Giza: Khufu, Khafre and Menkaure',
          type: 'sightseeing',
          place: around(29.976, 31.131),
        },
        {
          time: '10:30',
          description: 'The Great Sphinx and the Valley Temple of Khafre',
          type: 'sightseeing',
          place: at(29.9753, 31.1376),
          alternatives: [
            {
              description: 'The panoramic point of the Giza plateau, with all nine pyramids in view',
              place: around(29.971, 31.125),
            },
          ],
        },
        {
          time: '12:30',
          description: 'Lunch with a view of the pyramids',
          type: 'dining',
          place: nazletElSamman,
          alternatives: [
            { description: 'Lunch of kofta and grilled meats near the plateau', place: nazletElSamman },
          ],
        },
        {
          time: '14:00',
          description:
            'Grand Egyptian Museum: the colossal statue of Ramesses II in the Grand Hall and the Tutankhamun galleries',
          type: 'museum',
          place: at(29.9946, 31.119),
        },
      ],
    },
    {
      title: 'Saqqara, Memphis and Tahrir',
      activities: [
        {
          time: '08:30',
          description: 'Saqqara: the Step Pyramid of Djoser and the Old Kingdom mastaba tombs',
          type: 'sightseeing',
          place: at(29.8712, 31.2164),
          alternatives: [
            {
              description:
                'Saqqara: the Step Pyramid of Djoser and the Serapeum, with the huge stone sarcophagi of the Apis bulls',
              place: around(29.8732, 31.2145),
            },
          ],
        },
        {
          time: '11:30',
          description:
            'Memphis open-air museum at Mit Rahina: the colossus of Ramesses II and the alabaster sphinx',
          type: 'sightseeing',
          place: around(29.8447, 31.2508),
        },
        {
          time: '13:30',
          description: 'A bowl of koshari in downtown Cairo',
          type: 'dining',
          place: downtownCairo,
          alternatives: [
            {
              description: 'Lunch of ful and ta’ameya, Egyptian falafel, in downtown Cairo',
              place: downtownCairo,
            },
          ],
        },
        {
          time: '15:00',
          description: 'The Egyptian Museum on Tahrir Square and the Narmer Palette',
          type: 'museum',
          place: at(30.0478, 31.2336),
        },
      ],
    },
  ],
};

/**
 * The days of the sample itinerary seeded into an empty store ("Parisian Dream inspired by Mona Lisa").
 * Its activities are written for it, so that a copy of the sample is told from an itinerary generated
 * from the Paris template.
 */
export const sampleItineraryDays: readonly TemplateDay[] = [
  {
    title: 'Arrival and Artistic Immersion',
    activities: [
      { time: '14:00', description: 'Check in at a hotel in Le Marais', type: 'hotel', place: marais },
      {
        time: '16:00',
        description: 'Visit the Louvre Museum and see the Mona Lisa in the Salle des États',
        type: 'museum',
        place: at(48.861, 2.3358),
      },
      {
        time: '19:00',
        description: 'Evening walk through the Tuileries Garden to the Place de la Concorde',
        type: 'sightseeing',
        place: tuileries,
      },
      { time: '20:30', description: 'Dinner at a bistro in Le Marais', type: 'dining', place: marais },
    ],
  },
  {
    title: 'Exploring the Seine',
    activities: [
      { time: '10:00', description: 'Morning river cruise on the Seine', type: 'transport', place: null },
      { time: '12:30', description: 'Lunch on the Île Saint-Louis', type: 'dining', place: ileSaintLouis },
      {
        time: '14:30',
        description: 'Impressionist masterpieces at the Musée d’Orsay',
        type: 'museum',
        place: orsay,
      },
      {
        time: '18:00',
        description: 'Walk along the Seine to the Eiffel Tower',
        type: 'sightseeing',
        place: at(48.8584, 2.2945),
      },
    ],
  },
];
