import type { ActivityType, LocationTag } from '@artvoyage/contract';

/** One planned activity of a template day; `completed` is added when an itinerary is generated. */
export interface TemplateActivity {
  readonly time: string;
  readonly description: string;
  readonly type: ActivityType;
  /**
   * Other activities that fit the same slot (the same time, kind and part of town, open then): a plan
   * generated again may pick one of them instead, so that "Regenerate" gives another plan.
   */
  readonly alternatives?: readonly string[];
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

// Times assume ordinary opening hours; a few sights close one weekday (the Louvre on Tuesdays, the
// Musée d'Orsay, Uffizi, Accademia, Pitti Palace and Borghese Gallery on Mondays, the Vatican
// Museums on most Sundays), which a visitor should check.
export const itineraryTemplates: Readonly<Record<LocationTag, readonly TemplateDay[]>> = {
  Paris: [
    {
      title: 'Arrival and Artistic Immersion',
      activities: [
        { time: '14:00', description: 'Check in at your hotel in Le Marais', type: 'hotel' },
        {
          time: '15:30',
          description:
            'Visit the Louvre: the Mona Lisa in the Salle des États, the Venus de Milo, and the Winged Victory of Samothrace atop the Daru staircase',
          type: 'museum',
        },
        {
          time: '18:30',
          description: 'Walk the Tuileries Garden and the Seine quays to the Pont des Arts',
          type: 'sightseeing',
          alternatives: [
            'Walk through the Palais-Royal garden, past Daniel Buren’s striped columns in the main courtyard',
          ],
        },
        {
          time: '20:00',
          description: 'Dinner at a bistro in Le Marais, around the Rue des Rosiers',
          type: 'dining',
          alternatives: ['Dinner on the Place du Marché-Sainte-Catherine, a small square in Le Marais'],
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
        },
        {
          time: '12:30',
          description: 'Lunch at a café in Saint-Germain-des-Prés',
          type: 'dining',
          alternatives: ['Lunch at a brasserie on the Boulevard Saint-Germain'],
        },
        {
          time: '14:00',
          description:
            'Musée d’Orsay: the Impressionists and Post-Impressionists, from Monet and Renoir to Van Gogh, in the former railway station',
          type: 'museum',
        },
        {
          time: '17:30',
          description:
            'Île de la Cité: Notre-Dame de Paris and the bouquinistes’ book stalls along the quays',
          type: 'sightseeing',
          alternatives: [
            'Île Saint-Louis: a walk along its quays and an ice cream on the Rue Saint-Louis-en-l’Île',
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
          alternatives: [
            'Montmartre’s quieter side: the Clos Montmartre vineyard, the Lapin Agile cabaret and the Moulin de la Galette',
          ],
        },
        { time: '12:30', description: 'Lunch at a brasserie in Montmartre', type: 'dining' },
        {
          time: '14:30',
          description: 'Musée de l’Orangerie: Monet’s Water Lilies in the Tuileries Garden',
          type: 'museum',
        },
        {
          time: '17:00',
          description: 'Shopping at Galeries Lafayette Haussmann under its stained-glass dome',
          type: 'shopping',
          alternatives: [
            'Shopping in the covered passages: the Galerie Vivienne and the Passage des Panoramas',
          ],
        },
      ],
    },
  ],
  Greece: [
    {
      title: 'Arrival in Athens',
      activities: [
        { time: '14:00', description: 'Check in at your hotel in Plaka, below the Acropolis', type: 'hotel' },
        {
          time: '16:00',
          description:
            'Acropolis Museum: the Parthenon Gallery and five of the original Caryatids of the Erechtheion',
          type: 'museum',
        },
        {
          time: '18:30',
          description: 'Sunset on the Areopagus Hill, facing the Acropolis',
          type: 'sightseeing',
          alternatives: ['Sunset on Philopappos Hill, facing the Parthenon'],
        },
        {
          time: '20:30',
          description: 'Dinner at a taverna in Plaka',
          type: 'dining',
          alternatives: ['Dinner on a rooftop in Monastiraki, facing the floodlit Acropolis'],
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
        },
        {
          time: '11:30',
          description: 'Ancient Agora: the Temple of Hephaestus and the museum in the Stoa of Attalos',
          type: 'sightseeing',
        },
        {
          time: '13:30',
          description: 'Souvlaki lunch at Monastiraki Square',
          type: 'dining',
          alternatives: ['Lunch at a taverna in Psyrri'],
        },
        {
          time: '16:00',
          description: 'Changing of the Evzones guard at the Tomb of the Unknown Soldier, Syntagma Square',
          type: 'culture',
          alternatives: [
            'The Panathenaic Stadium, rebuilt in marble for the first modern Olympic Games in 1896',
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
          alternatives: [
            'National Archaeological Museum: the bronze Jockey of Artemision, the Kroisos kouros and the wall paintings of Akrotiri on Santorini',
          ],
        },
        {
          time: '13:00',
          description: 'Lunch in Kolonaki',
          type: 'dining',
          alternatives: ['Meze for lunch at a taverna in Exarchia, a few streets from the museum'],
        },
        {
          time: '15:30',
          description: 'Drive or take the coastal bus along the Athenian Riviera to Cape Sounion',
          type: 'transport',
        },
        {
          time: '18:30',
          description: 'Sunset at the Temple of Poseidon on Cape Sounion',
          type: 'sightseeing',
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
        },
        { time: '14:30', description: 'Check in at your hotel in Dorsoduro', type: 'hotel' },
        {
          time: '16:00',
          description:
            'Gallerie dell’Accademia: Bellini, Giorgione’s Tempest, Titian and Veronese’s Feast in the House of Levi',
          type: 'museum',
          alternatives: [
            'Peggy Guggenheim Collection, in her palazzo on the Grand Canal (closed on Tuesdays)',
          ],
        },
        {
          time: '19:30',
          description: 'Cicchetti and a glass of wine along the Fondamenta della Misericordia in Cannaregio',
          type: 'dining',
          alternatives: ['Dinner on the Zattere, facing the Giudecca Canal'],
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
        },
        {
          time: '11:00',
          description:
            'Doge’s Palace: Tintoretto’s Paradise in the Great Council Hall and the Bridge of Sighs',
          type: 'museum',
        },
        {
          time: '13:30',
          description: 'Lunch near the Rialto Bridge',
          type: 'dining',
          alternatives: ['Lunch at a trattoria in Castello, behind the Riva degli Schiavoni'],
        },
        {
          time: '15:30',
          description:
            'Vaporetto to San Giorgio Maggiore: Palladio’s church and, at the Fondazione Giorgio Cini (guided tours, book ahead), the facsimile of Veronese’s Wedding Feast at Cana in its original refectory',
          type: 'culture',
          alternatives: [
            'Scuola Grande di San Rocco: Tintoretto’s paintings covering its walls and ceilings',
          ],
        },
      ],
    },
    {
      title: 'Murano and Burano',
      activities: [
        { time: '09:30', description: 'Vaporetto from Fondamente Nove to Murano', type: 'transport' },
        {
          time: '10:30',
          description: 'Glass-blowing demonstration and the Glass Museum (Museo del Vetro) on Murano',
          type: 'culture',
        },
        {
          time: '13:00',
          description: 'Vaporetto to Burano and lunch of risotto di gò',
          type: 'dining',
          alternatives: ['Vaporetto to Burano and a lunch of fried lagoon fish'],
        },
        {
          time: '15:00',
          description: 'Burano’s brightly painted houses, lace shops and the Lace Museum',
          type: 'shopping',
          alternatives: ['Burano’s lace and linen shops along the Via Baldassare Galuppi'],
        },
      ],
    },
  ],
  Rome: [
    {
      title: 'Arrival in the Eternal City',
      activities: [
        { time: '14:00', description: 'Check in at your hotel near Piazza Navona', type: 'hotel' },
        { time: '15:30', description: 'The Pantheon and Raphael’s tomb', type: 'sightseeing' },
        {
          time: '17:00',
          description: 'Trevi Fountain and the Spanish Steps',
          type: 'sightseeing',
          alternatives: ['Piazza Navona and Bernini’s Fountain of the Four Rivers'],
        },
        {
          time: '20:00',
          description: 'Dinner at a trattoria in Trastevere',
          type: 'dining',
          alternatives: ['Dinner at a trattoria near the Campo de’ Fiori'],
        },
      ],
    },
    {
      title: 'Ancient Rome',
      activities: [
        { time: '09:00', description: 'The Colosseum', type: 'sightseeing' },
        { time: '11:30', description: 'The Roman Forum and the Palatine Hill', type: 'sightseeing' },
        {
          time: '14:00',
          description: 'Lunch in the Monti neighbourhood',
          type: 'dining',
          alternatives: ['Lunch in the old Jewish Ghetto, known for its fried artichokes'],
        },
        {
          time: '16:00',
          description:
            'Capitoline Museums: the Capitoline Wolf and the bronze equestrian statue of Marcus Aurelius',
          type: 'museum',
          alternatives: [
            'Palazzo Massimo (National Roman Museum): the Boxer at Rest and the painted garden from the Villa of Livia',
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
        },
        {
          time: '11:30',
          description: 'St Peter’s Basilica and Michelangelo’s Pietà',
          type: 'sightseeing',
          alternatives: ['Castel Sant’Angelo, the mausoleum of Hadrian, and the view from its terrace'],
        },
        {
          time: '13:00',
          description: 'Lunch in Prati',
          type: 'dining',
          alternatives: ['Lunch of pizza al taglio in Prati'],
        },
        {
          time: '15:00',
          description:
            'Borghese Gallery (timed entry, book ahead): Canova’s Pauline Bonaparte as Venus Victrix and Bernini’s Apollo and Daphne',
          type: 'museum',
        },
      ],
    },
  ],
  Florence: [
    {
      title: 'Arrival and the Duomo',
      activities: [
        { time: '14:00', description: 'Check in at your hotel in the historic centre', type: 'hotel' },
        {
          time: '15:30',
          description: 'The Duomo (Santa Maria del Fiore), the Baptistery and a climb up Giotto’s Bell Tower',
          type: 'sightseeing',
        },
        {
          time: '18:30',
          description: 'Piazza della Signoria, Palazzo Vecchio and the statues of the Loggia dei Lanzi',
          type: 'sightseeing',
          alternatives: ['Piazza Santa Croce and the basilica where Michelangelo and Galileo are buried'],
        },
        {
          time: '20:00',
          description: 'Bistecca alla fiorentina at a trattoria near Santa Croce',
          type: 'dining',
          alternatives: ['Dinner at a trattoria in Sant’Ambrogio, near the market'],
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
        },
        {
          time: '12:30',
          description: 'Lunch at the Mercato Centrale in San Lorenzo',
          type: 'dining',
          alternatives: ['Lunch at a trattoria in San Lorenzo, on the way to the Accademia'],
        },
        {
          time: '14:30',
          description:
            'Galleria dell’Accademia: Michelangelo’s David and the unfinished Prisoners, carved for the tomb of Pope Julius II like the Louvre’s Slaves',
          type: 'museum',
        },
        {
          time: '17:30',
          description: 'The goldsmiths’ shops on the Ponte Vecchio',
          type: 'shopping',
          alternatives: ['Leather shops and the market stalls around San Lorenzo'],
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
        },
        { time: '11:30', description: 'The Boboli Gardens', type: 'sightseeing' },
        {
          time: '13:30',
          description: 'Lunch on Piazza Santo Spirito',
          type: 'dining',
          alternatives: ['Lunch at a trattoria in San Frediano'],
        },
        {
          time: '18:00',
          description: 'Sunset over the city from Piazzale Michelangelo',
          type: 'sightseeing',
          alternatives: ['Sunset from the steps of San Miniato al Monte, above Piazzale Michelangelo'],
        },
      ],
    },
  ],
  Egypt: [
    {
      title: 'Arrival on the Nile',
      activities: [
        { time: '14:00', description: 'Check in at your hotel in Zamalek', type: 'hotel' },
        { time: '16:30', description: 'Felucca sail on the Nile at sunset', type: 'culture' },
        {
          time: '19:00',
          description: 'The Khan el-Khalili bazaar in Islamic Cairo',
          type: 'shopping',
        },
        {
          time: '20:30',
          description: 'Mint tea at El Fishawy café and dinner in Islamic Cairo',
          type: 'dining',
          alternatives: ['Dinner of Egyptian dishes, such as molokhia and stuffed pigeon, in Zamalek'],
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
        },
        {
          time: '10:30',
          description: 'The Great Sphinx and the Valley Temple of Khafre',
          type: 'sightseeing',
          alternatives: ['The panoramic point of the Giza plateau, with all nine pyramids in view'],
        },
        {
          time: '12:30',
          description: 'Lunch with a view of the pyramids',
          type: 'dining',
          alternatives: ['Lunch of kofta and grilled meats near the plateau'],
        },
        {
          time: '14:00',
          description:
            'Grand Egyptian Museum: the colossal statue of Ramesses II in the Grand Hall and the Tutankhamun galleries',
          type: 'museum',
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
          alternatives: [
            'Saqqara: the Step Pyramid of Djoser and the Serapeum, with the huge stone sarcophagi of the Apis bulls',
          ],
        },
        {
          time: '11:30',
          description:
            'Memphis open-air museum at Mit Rahina: the colossus of Ramesses II and the alabaster sphinx',
          type: 'sightseeing',
        },
        {
          time: '13:30',
          description: 'A bowl of koshari in downtown Cairo',
          type: 'dining',
          alternatives: ['Lunch of ful and ta’ameya, Egyptian falafel, in downtown Cairo'],
        },
        {
          time: '15:00',
          description: 'The Egyptian Museum on Tahrir Square and the Narmer Palette',
          type: 'museum',
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
      { time: '14:00', description: 'Check in at a hotel in Le Marais', type: 'hotel' },
      {
        time: '16:00',
        description: 'Visit the Louvre Museum and see the Mona Lisa in the Salle des États',
        type: 'museum',
      },
      {
        time: '19:00',
        description: 'Evening walk through the Tuileries Garden to the Place de la Concorde',
        type: 'sightseeing',
      },
      { time: '20:30', description: 'Dinner at a bistro in Le Marais', type: 'dining' },
    ],
  },
  {
    title: 'Exploring the Seine',
    activities: [
      { time: '10:00', description: 'Morning river cruise on the Seine', type: 'transport' },
      { time: '12:30', description: 'Lunch on the Île Saint-Louis', type: 'dining' },
      { time: '14:30', description: 'Impressionist masterpieces at the Musée d’Orsay', type: 'museum' },
      { time: '18:00', description: 'Walk along the Seine to the Eiffel Tower', type: 'sightseeing' },
    ],
  },
];
