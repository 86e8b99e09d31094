import type { ItinerariesPack } from '../../itineraries/texts';

const itineraries: ItinerariesPack = {
  locationTitles: {
    Paris: 'Rêve parisien',
    Greece: 'Odyssée grecque',
    Rome: 'Aventure romaine',
    Florence: 'Renaissance florentine',
    Venice: 'Voyage vénitien',
    Egypt: 'L’héritage des pharaons',
  },
  days: {
    Paris: [
      {
        title: 'Arrivée et immersion artistique',
        activities: [
          'Installation à votre hôtel dans le Marais',
          'Visite du Louvre : La Joconde dans la salle des États, la Vénus de Milo et la Victoire de Samothrace en haut de l’escalier Daru',
          'Promenade dans le jardin des Tuileries et le long des quais de Seine jusqu’au pont des Arts',
          'Dîner dans un bistrot du Marais, du côté de la rue des Rosiers',
        ],
        alternatives: {
          2: [
            'Promenade dans le jardin du Palais-Royal, en passant par les colonnes rayées de Daniel Buren dans la cour d’honneur',
          ],
          3: ['Dîner sur la place du Marché-Sainte-Catherine, une petite place du Marais'],
        },
      },
      {
        title: 'Au fil de la Seine',
        activities: [
          'Croisière matinale sur la Seine au départ du pont de l’Alma',
          'Déjeuner dans un café de Saint-Germain-des-Prés',
          'Musée d’Orsay : impressionnistes et postimpressionnistes, de Monet et Renoir à Van Gogh, dans l’ancienne gare',
          'Île de la Cité : Notre-Dame de Paris et les boîtes des bouquinistes le long des quais',
        ],
        alternatives: {
          1: ['Déjeuner dans une brasserie du boulevard Saint-Germain'],
          3: ['Île Saint-Louis : promenade le long de ses quais et une glace rue Saint-Louis-en-l’Île'],
        },
      },
      {
        title: 'Montmartre et Monet',
        activities: [
          'Montmartre : la basilique du Sacré-Cœur et les peintres de la place du Tertre',
          'Déjeuner dans une brasserie de Montmartre',
          'Musée de l’Orangerie : les Nymphéas de Monet, dans le jardin des Tuileries',
          'Shopping aux Galeries Lafayette Haussmann, sous la coupole de vitraux',
        ],
        alternatives: {
          0: [
            'Le Montmartre plus tranquille : la vigne du Clos Montmartre, le cabaret du Lapin Agile et le Moulin de la Galette',
          ],
          3: ['Shopping dans les passages couverts : la galerie Vivienne et le passage des Panoramas'],
        },
      },
    ],
    Greece: [
      {
        title: 'Arrivée à Athènes',
        activities: [
          'Installation à votre hôtel dans la Plaka, au pied de l’Acropole',
          'Musée de l’Acropole : la galerie du Parthénon et cinq des Caryatides originales de l’Érechthéion',
          'Coucher de soleil sur la colline de l’Aréopage, face à l’Acropole',
          'Dîner dans une taverne de la Plaka',
        ],
        alternatives: {
          2: ['Coucher de soleil sur la colline de Philopappos, face au Parthénon'],
          3: ['Dîner sur un toit-terrasse de Monastiraki, face à l’Acropole illuminée'],
        },
      },
      {
        title: 'L’Acropole et l’Agora antique',
        activities: [
          'L’Acropole dès l’ouverture : les Propylées, le Parthénon et l’Érechthéion',
          'Agora antique : le temple d’Héphaïstos et le musée du portique d’Attale',
          'Déjeuner de souvlaki sur la place Monastiraki',
          'Relève de la garde des evzones devant la tombe du Soldat inconnu, place Syntagma',
        ],
        alternatives: {
          2: ['Déjeuner dans une taverne de Psyrri'],
          3: [
            'Le stade panathénaïque, reconstruit en marbre pour les premiers Jeux olympiques modernes, en 1896',
          ],
        },
      },
      {
        title: 'Trésors et cap Sounion',
        activities: [
          'Musée national archéologique : le masque d’Agamemnon, le bronze de l’Artémision et la machine d’Anticythère',
          'Déjeuner à Kolonaki',
          'En voiture ou en bus côtier, le long de la Riviera athénienne jusqu’au cap Sounion',
          'Coucher de soleil au temple de Poséidon, au cap Sounion',
        ],
        alternatives: {
          0: [
            'Musée national archéologique : le Jockey de l’Artémision en bronze, le kouros de Kroisos et les fresques d’Akrotiri, à Santorin',
          ],
          1: ['Déjeuner de mezzés dans une taverne d’Exarchia, à quelques rues du musée'],
        },
      },
    ],
    Venice: [
      {
        title: 'Arrivée sur le Grand Canal',
        activities: [
          'Le vaporetto de la ligne 1 sur tout le Grand Canal depuis la gare de Santa Lucia',
          'Installation à votre hôtel dans le Dorsoduro',
          'Gallerie dell’Accademia : Bellini, La Tempête de Giorgione, Titien et Le Repas chez Lévi de Véronèse',
          'Cicchetti et un verre de vin le long de la Fondamenta della Misericordia, dans le Cannaregio',
        ],
        alternatives: {
          2: ['Collection Peggy Guggenheim, dans son palais sur le Grand Canal (fermée le mardi)'],
          3: ['Dîner sur les Zattere, face au canal de la Giudecca'],
        },
      },
      {
        title: 'Saint-Marc et le Rialto',
        activities: [
          'Basilique Saint-Marc : les mosaïques d’or et la Pala d’Oro',
          'Palais des Doges : Le Paradis du Tintoret dans la salle du Grand Conseil, et le pont des Soupirs',
          'Déjeuner près du pont du Rialto',
          'Vaporetto pour San Giorgio Maggiore : l’église de Palladio et, à la Fondation Giorgio Cini (visites guidées, sur réservation), le fac-similé des Noces de Cana de Véronèse dans leur réfectoire d’origine',
        ],
        alternatives: {
          2: ['Déjeuner dans une trattoria du Castello, derrière la Riva degli Schiavoni'],
          3: ['Scuola Grande di San Rocco : les peintures du Tintoret qui couvrent ses murs et ses plafonds'],
        },
      },
      {
        title: 'Murano et Burano',
        activities: [
          'Vaporetto des Fondamente Nove jusqu’à Murano',
          'Démonstration de soufflage du verre et musée du Verre (Museo del Vetro) à Murano',
          'Vaporetto pour Burano et déjeuner d’un risotto di gò',
          'Les maisons aux couleurs vives de Burano, ses boutiques de dentelle et le musée de la Dentelle',
        ],
        alternatives: {
          2: ['Vaporetto jusqu’à Burano et déjeuner de friture de poissons de la lagune'],
          3: ['Les boutiques de dentelle et de linge de Burano, le long de la via Baldassare Galuppi'],
        },
      },
    ],
    Rome: [
      {
        title: 'Arrivée dans la Ville éternelle',
        activities: [
          'Installation à votre hôtel près de la piazza Navona',
          'Le Panthéon et le tombeau de Raphaël',
          'La fontaine de Trevi et l’escalier de la Trinité-des-Monts',
          'Dîner dans une trattoria du Trastevere',
        ],
        alternatives: {
          2: ['La piazza Navona et la fontaine des Quatre-Fleuves du Bernin'],
          3: ['Dîner dans une trattoria près du Campo de’ Fiori'],
        },
      },
      {
        title: 'La Rome antique',
        activities: [
          'Le Colisée',
          'Le Forum romain et le mont Palatin',
          'Déjeuner dans le quartier de Monti',
          'Musées du Capitole : la Louve capitoline et la statue équestre en bronze de Marc Aurèle',
        ],
        alternatives: {
          2: ['Déjeuner dans l’ancien ghetto juif, réputé pour ses artichauts frits'],
          3: [
            'Palais Massimo (Musée national romain) : le Boxeur au repos et le jardin peint de la villa de Livie',
          ],
        },
      },
      {
        title: 'Le Vatican et la villa Borghèse',
        activities: [
          'Musées du Vatican : les Chambres de Raphaël, le Laocoon et la chapelle Sixtine',
          'La basilique Saint-Pierre et la Pietà de Michel-Ange',
          'Déjeuner dans le quartier de Prati',
          'Galerie Borghèse (entrée à horaire fixe, sur réservation) : la Pauline Bonaparte en Vénus victorieuse de Canova et l’Apollon et Daphné du Bernin',
        ],
        alternatives: {
          1: ['Le château Saint-Ange, mausolée d’Hadrien, et la vue depuis sa terrasse'],
          2: ['Déjeuner de pizza al taglio dans le quartier de Prati'],
        },
      },
    ],
    Florence: [
      {
        title: 'Arrivée et le Duomo',
        activities: [
          'Installation à votre hôtel dans le centre historique',
          'Le Duomo (Santa Maria del Fiore), le baptistère et l’ascension du campanile de Giotto',
          'La piazza della Signoria, le Palazzo Vecchio et les statues de la Loggia dei Lanzi',
          'Bistecca alla fiorentina dans une trattoria près de Santa Croce',
        ],
        alternatives: {
          2: ['La piazza Santa Croce et la basilique où reposent Michel-Ange et Galilée'],
          3: ['Dîner dans une trattoria de Sant’Ambrogio, près du marché'],
        },
      },
      {
        title: 'Les Offices et l’Accademia',
        activities: [
          'Galerie des Offices : La Naissance de Vénus et Le Printemps de Botticelli, et L’Annonciation de Léonard',
          'Déjeuner au Mercato Centrale, à San Lorenzo',
          'Galleria dell’Accademia : le David de Michel-Ange et les Prisonniers inachevés, sculptés pour le tombeau du pape Jules II comme les Esclaves du Louvre',
          'Les boutiques d’orfèvres du Ponte Vecchio',
        ],
        alternatives: {
          1: ['Déjeuner dans une trattoria de San Lorenzo, sur le chemin de l’Accademia'],
          3: ['Les maroquineries et les étals du marché autour de San Lorenzo'],
        },
      },
      {
        title: 'L’Oltrarno',
        activities: [
          'Palais Pitti : Raphaël et Titien dans la galerie Palatine',
          'Le jardin de Boboli',
          'Déjeuner sur la piazza Santo Spirito',
          'Coucher de soleil sur la ville depuis la piazzale Michelangelo',
        ],
        alternatives: {
          2: ['Déjeuner dans une trattoria de San Frediano'],
          3: [
            'Coucher de soleil depuis les marches de San Miniato al Monte, au-dessus de la piazzale Michelangelo',
          ],
        },
      },
    ],
    Egypt: [
      {
        title: 'Arrivée sur le Nil',
        activities: [
          'Installation à votre hôtel à Zamalek',
          'Promenade en felouque sur le Nil au coucher du soleil',
          'Le bazar de Khan el-Khalili, dans le Caire islamique',
          'Thé à la menthe au café El Fishawy et dîner dans le Caire islamique',
        ],
        alternatives: {
          3: ['Dîner de plats égyptiens, comme la mouloukhiya et le pigeon farci, à Zamalek'],
        },
      },
      {
        title: 'Gizeh',
        activities: [
          'Les pyramides de Gizeh : Khéops, Khéphren et Mykérinos',
          'Le Grand Sphinx et le temple de la vallée de Khéphren',
          'Déjeuner avec vue sur les pyramides',
          'Grand Musée égyptien : la statue colossale de Ramsès II dans le grand hall et les galeries de Toutânkhamon',
        ],
        alternatives: {
          1: ['Le point de vue panoramique du plateau de Gizeh, d’où l’on voit les neuf pyramides'],
          2: ['Déjeuner de kofta et de grillades près du plateau'],
        },
      },
      {
        title: 'Saqqarah, Memphis et Tahrir',
        activities: [
          'Saqqarah : la pyramide à degrés de Djéser et les mastabas de l’Ancien Empire',
          'Musée en plein air de Memphis, à Mit Rahina : le colosse de Ramsès II et le sphinx d’albâtre',
          'Un bol de koshari dans le centre du Caire',
          'Le Musée égyptien de la place Tahrir et la palette de Narmer',
        ],
        alternatives: {
          0: [
            'Saqqarah : la pyramide à degrés de Djéser et le Sérapéum, avec les immenses sarcophages de pierre des taureaux Apis',
          ],
          2: ['Déjeuner de foul et de taamiya, les falafels égyptiens, dans le centre du Caire'],
        },
      },
    ],
  },
  nameFormat: '{title}, inspiré par {artwork}',
  nameFormatByLocation: {
    Greece: '{title}, inspirée par {artwork}',
    Rome: '{title}, inspirée par {artwork}',
    Florence: '{title}, inspirée par {artwork}',
  },
  artworkInName: {
    'Vénus de Milo': 'la Vénus de Milo',
    'Victoire de Samothrace': 'la Victoire de Samothrace',
  },
  discoveryFormat: 'À la découverte de {location}',
  noTemplateTitle: 'Voyage culturel',
  sample: [
    {
      title: 'Arrivée et immersion artistique',
      activities: [
        'Installation dans un hôtel du Marais',
        'Visite du musée du Louvre et de La Joconde, dans la salle des États',
        'Promenade du soir dans le jardin des Tuileries jusqu’à la place de la Concorde',
        'Dîner dans un bistrot du Marais',
      ],
    },
    {
      title: 'Au fil de la Seine',
      activities: [
        'Croisière matinale sur la Seine',
        'Déjeuner sur l’île Saint-Louis',
        'Les chefs-d’œuvre impressionnistes du musée d’Orsay',
        'Promenade le long de la Seine jusqu’à la tour Eiffel',
      ],
    },
  ],
  fallback: {
    name: 'Découverte culturelle',
    dayTitle: 'Journée de découverte culturelle',
    activities: [
      'Visite du principal musée de la ville',
      'Découverte de la culture locale et du centre historique',
      'Dîner de cuisine locale',
    ],
  },
};

export default itineraries;
