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
      },
      {
        title: 'Au fil de la Seine',
        activities: [
          'Croisière matinale sur la Seine au départ du pont de l’Alma',
          'Déjeuner dans un café de Saint-Germain-des-Prés',
          'Musée d’Orsay : impressionnistes et postimpressionnistes, de Monet et Renoir à Van Gogh, dans l’ancienne gare',
          'Île de la Cité : Notre-Dame de Paris et les boîtes des bouquinistes le long des quais',
        ],
      },
      {
        title: 'Montmartre et Monet',
        activities: [
          'Montmartre : la basilique du Sacré-Cœur et les peintres de la place du Tertre',
          'Déjeuner dans une brasserie de Montmartre',
          'Musée de l’Orangerie : les Nymphéas de Monet, dans le jardin des Tuileries',
          'Shopping aux Galeries Lafayette Haussmann, sous la coupole de vitraux',
        ],
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
      },
      {
        title: 'L’Acropole et l’Agora antique',
        activities: [
          'L’Acropole dès l’ouverture : les Propylées, le Parthénon et l’Érechthéion',
          'Agora antique : le temple d’Héphaïstos et le musée du portique d’Attale',
          'Déjeuner de souvlaki sur la place Monastiraki',
          'Relève de la garde des evzones devant la tombe du Soldat inconnu, place Syntagma',
        ],
      },
      {
        title: 'Trésors et cap Sounion',
        activities: [
          'Musée national archéologique : le masque d’Agamemnon, le bronze de l’Artémision et la machine d’Anticythère',
          'Déjeuner à Kolonaki',
          'En voiture ou en bus côtier, le long de la Riviera athénienne jusqu’au cap Sounion',
          'Coucher de soleil au temple de Poséidon, au cap Sounion',
        ],
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
      },
      {
        title: 'Saint-Marc et le Rialto',
        activities: [
          'Basilique Saint-Marc : les mosaïques d’or et la Pala d’Oro',
          'Palais des Doges : Le Paradis du Tintoret dans la salle du Grand Conseil, et le pont des Soupirs',
          'Déjeuner près du pont du Rialto',
          'Vaporetto pour San Giorgio Maggiore : l’église de Palladio et, à la Fondation Giorgio Cini (visites guidées, sur réservation), le fac-similé des Noces de Cana de Véronèse dans leur réfectoire d’origine',
        ],
      },
      {
        title: 'Murano et Burano',
        activities: [
          'Vaporetto des Fondamente Nove jusqu’à Murano',
          'Démonstration de soufflage du verre et musée du Verre (Museo del Vetro) à Murano',
          'Vaporetto pour Burano et déjeuner d’un risotto di gò',
          'Les maisons aux couleurs vives de Burano, ses boutiques de dentelle et le musée de la Dentelle',
        ],
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
      },
      {
        title: 'La Rome antique',
        activities: [
          'Le Colisée',
          'Le Forum romain et le mont Palatin',
          'Déjeuner dans le quartier de Monti',
          'Musées du Capitole : la Louve capitoline et la statue équestre en bronze de Marc Aurèle',
        ],
      },
      {
        title: 'Le Vatican et la villa Borghèse',
        activities: [
          'Musées du Vatican : les Chambres de Raphaël, le Laocoon et la chapelle Sixtine',
          'La basilique Saint-Pierre et la Pietà de Michel-Ange',
          'Déjeuner dans le quartier de Prati',
          'Galerie Borghèse (entrée à horaire fixe, sur réservation) : la Pauline Bonaparte en Vénus victorieuse de Canova et l’Apollon et Daphné du Bernin',
        ],
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
      },
      {
        title: 'Les Offices et l’Accademia',
        activities: [
          'Galerie des Offices : La Naissance de Vénus et Le Printemps de Botticelli, et L’Annonciation de Léonard',
          'Déjeuner au Mercato Centrale, à San Lorenzo',
          'Galleria dell’Accademia : le David de Michel-Ange et les Prisonniers inachevés, sculptés pour le tombeau du pape Jules II comme les Esclaves du Louvre',
          'Les boutiques d’orfèvres du Ponte Vecchio',
        ],
      },
      {
        title: 'L’Oltrarno',
        activities: [
          'Palais Pitti : Raphaël et Titien dans la galerie Palatine',
          'Le jardin de Boboli',
          'Déjeuner sur la piazza Santo Spirito',
          'Coucher de soleil sur la ville depuis la piazzale Michelangelo',
        ],
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
      },
      {
        title: 'Gizeh',
        activities: [
          'Les pyramides de Gizeh : Khéops, Khéphren et Mykérinos',
          'Le Grand Sphinx et le temple de la vallée de Khéphren',
          'Déjeuner avec vue sur les pyramides',
          'Grand Musée égyptien : la statue colossale de Ramsès II dans le grand hall et les galeries de Toutânkhamon',
        ],
      },
      {
        title: 'Saqqarah, Memphis et Tahrir',
        activities: [
          'Saqqarah : la pyramide à degrés de Djéser et les mastabas de l’Ancien Empire',
          'Musée en plein air de Memphis, à Mit Rahina : le colosse de Ramsès II et le sphinx d’albâtre',
          'Un bol de koshari dans le centre du Caire',
          'Le Musée égyptien de la place Tahrir et la palette de Narmer',
        ],
      },
    ],
  },
  nameFormat: '{title}, inspiré par {artwork}',
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
