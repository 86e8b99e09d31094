import type { ArtistsTranslation } from '../translation';

/** Les artistes des dix œuvres, passage par passage. */
const artists: ArtistsTranslation = {
  'mona-lisa': {
    name: 'Léonard de Vinci',
    keywords: ['Léonard', 'de Vinci', 'Vinci', 'Leonardo da Vinci'],
    passages: {
      life: 'Léonard de Vinci (1452–1519) fut un peintre, dessinateur, ingénieur et savant italien de la Renaissance. Né le 15 avril 1452 à Vinci, petite ville de Toscane, ou dans ses environs, fils d’un notaire, il mourut le 2 mai 1519 à Amboise, en France.',
      training:
        'Léonard de Vinci se forma à Florence dans l’atelier du peintre et sculpteur Andrea del Verrocchio. Un ange qu’il peignit dans Le Baptême du Christ de Verrocchio, aujourd’hui aux Offices de Florence, est l’une de ses premières œuvres connues.',
      career:
        'Léonard de Vinci travailla à Florence, puis pendant de longues années à Milan, à la cour de Ludovic Sforza, où il peignit La Cène (vers 1495–1498) dans le réfectoire de Santa Maria delle Grazie. Il revint à Florence vers 1500, travailla ensuite de nouveau à Milan et à Rome, et accepta en 1516 l’invitation du roi François Ier à s’établir en France, près du château royal d’Amboise. Le roi lui acheta probablement la Joconde vers 1518, l’année précédant la mort de Léonard.',
      style:
        'Léonard de Vinci est célèbre pour le sfumato, un fondu doux des tons sans contours nets, et pour son étude de la lumière, de l’anatomie et de la nature. Ses carnets, écrits en écriture spéculaire de droite à gauche, sont remplis de dessins de machines, de plantes, d’eau, du corps humain et du vol des oiseaux.',
      louvre:
        'Le Louvre conserve plus de tableaux de Léonard de Vinci que tout autre musée. Outre la Joconde, on y voit La Vierge aux rochers, La Vierge à l’Enfant avec sainte Anne, La Belle Ferronnière et Saint Jean-Baptiste.',
      'mona-lisa':
        'Léonard de Vinci commença la Joconde à Florence vers 1503 et continua de la retoucher pendant des années au lieu de la livrer. Il emporta le portrait en France, où le roi François Ier le lui acheta probablement vers 1518, l’année précédant la mort du peintre, survenue là-bas en 1519.',
    },
  },
  'wedding-feast': {
    name: 'Paolo Véronèse',
    keywords: ['Véronèse', 'Veronese', 'Paolo Caliari', 'Caliari'],
    passages: {
      life: 'Paolo Véronèse (1528–1588), né Paolo Caliari à Vérone, fut l’un des grands peintres de la Renaissance vénitienne, aux côtés de Titien et du Tintoret. Son surnom vient de sa ville natale, Vérone, où il se forma avant de s’installer à Venise au début des années 1550 ; il mourut à Venise en 1588.',
      style:
        'Paolo Véronèse est connu pour sa couleur lumineuse et argentée, ses riches étoffes et ses grandes architectures classiques, et pour ses vastes compositions foisonnantes qui transforment les récits religieux en fastueuses fêtes vénitiennes. Il décora des plafonds du palais des Doges à Venise et peignit les fresques de la villa Barbaro à Maser, conçue par Andrea Palladio.',
      inquisition:
        'En 1573, Paolo Véronèse fut convoqué devant l’Inquisition à Venise parce que son immense Cène comprenait des figures comme des bouffons, des soldats et des chiens. Au lieu de repeindre la toile, il en changea le titre en Le Repas chez Lévi ; elle est aujourd’hui aux Gallerie dell’Accademia de Venise.',
      'wedding-feast':
        'Paolo Véronèse peignit Les Noces de Cana en 1562 et 1563 pour le réfectoire du monastère de San Giorgio Maggiore à Venise. Emportée à Paris en 1797, la toile est le plus grand tableau du Louvre et se trouve dans la salle des États, face à la Joconde.',
    },
  },
  'michelangelo-slaves': {
    name: 'Michel-Ange',
    keywords: ['Michel-Ange Buonarroti', 'Buonarroti', 'Michelangelo'],
    passages: {
      life: 'Michel-Ange Buonarroti (1475–1564) fut un sculpteur, peintre, architecte et poète italien de la Haute Renaissance. Né le 6 mars 1475 à Caprese, en Toscane, il mourut à Rome le 18 février 1564, à l’âge de 88 ans.',
      training:
        'Michel-Ange fut placé tout jeune en apprentissage chez le peintre florentin Domenico Ghirlandaio, puis étudia la sculpture antique dans le jardin de Laurent de Médicis à Florence. Bien qu’il soit devenu l’un des plus grands peintres de son temps, il se considéra toujours avant tout comme sculpteur.',
      works:
        'Parmi les œuvres les plus connues de Michel-Ange figurent la Pietà de la basilique Saint-Pierre (achevée en 1499), le David de marbre de Florence (1501–1504), le plafond de la chapelle Sixtine (1508–1512) et son Jugement dernier (1536–1541). Comme architecte, il conçut la coupole de la basilique Saint-Pierre de Rome.',
      style:
        'Michel-Ange donnait à ses figures des corps puissants et tordus et une émotion intense, fondés sur une étude approfondie de l’anatomie. Beaucoup de ses sculptures sont restées inachevées, et ce non finito montre comment il attaquait le bloc de marbre, comme pour libérer la figure qu’il renfermait.',
      slaves:
        'Michel-Ange sculpta l’Esclave mourant et l’Esclave rebelle pour le tombeau du pape Jules II, un projet qui l’occupa une quarantaine d’années. Les deux statues inachevées ne trouvèrent pas place dans le tombeau définitif, plus petit, à Rome ; elles sont aujourd’hui dans la galerie Michel-Ange du Louvre, dans l’aile Denon.',
    },
  },
  'liberty-leading': {
    name: 'Eugène Delacroix',
    keywords: ['Delacroix', 'Eugene Delacroix'],
    passages: {
      life: 'Eugène Delacroix (1798–1863) fut le chef de file de la peinture romantique française. Né près de Paris le 26 avril 1798, il se forma dans l’atelier de Pierre-Narcisse Guérin, où Théodore Géricault avait aussi étudié, et mourut à Paris le 13 août 1863.',
      works:
        'Eugène Delacroix se fit un nom au Salon avec La Barque de Dante (1822) et Scènes des massacres de Scio (1824), puis La Mort de Sardanapale (1827) et La Liberté guidant le peuple (1830) ; les quatre sont au Louvre. Il peignit aussi le plafond central de la galerie d’Apollon du Louvre en 1850–1851.',
      style:
        'Eugène Delacroix plaçait la couleur, le mouvement et l’émotion au premier plan, avec une touche vive et visible ; la critique l’opposait souvent à Jean-Auguste-Dominique Ingres, champion de la ligne et du dessin. Un voyage au Maroc en 1832 lui fournit pour la vie une réserve de couleurs et de sujets, comme Femmes d’Alger dans leur appartement (1834), également au Louvre.',
      museum:
        'Le dernier appartement et l’atelier d’Eugène Delacroix, place de Furstenberg à Paris, abritent aujourd’hui le musée national Eugène-Delacroix. Son Journal, qu’il tint pendant de longues années, est l’un des grands documents sur la vie et la pensée d’un artiste.',
      liberty:
        'Eugène Delacroix peignit La Liberté guidant le peuple à l’automne 1830 pour commémorer la révolution de Juillet à Paris. Il écrivit à son frère que s’il n’avait pas vaincu pour la patrie, du moins peindrait-il pour elle.',
    },
  },
  'coronation-napoleon': {
    name: 'Jacques-Louis David',
    keywords: ['David', 'Jacques Louis David'],
    passages: {
      life: 'Jacques-Louis David (1748–1825) fut le chef de file du néoclassicisme français. Né à Paris le 30 août 1748, il se forma auprès de Joseph-Marie Vien, remporta le prix de Rome en 1774 après plusieurs échecs et étudia à Rome de 1775 à 1780.',
      works:
        'Le Serment des Horaces (1784) de Jacques-Louis David, aujourd’hui au Louvre, devint un manifeste du néoclassicisme par sa composition sévère, en frise, et son appel à la vertu civique. Le Louvre conserve aussi ses Sabines (1799) et son portrait de Madame Récamier (1800).',
      revolution:
        'Jacques-Louis David prit une part active à la Révolution française : député à la Convention nationale, il vota en janvier 1793 la mort de Louis XVI, et il peignit cette même année La Mort de Marat. Après la chute de Robespierre en 1794, il fut emprisonné plusieurs mois.',
      napoleon:
        'Jacques-Louis David devint le Premier peintre de Napoléon et glorifia son règne dans des œuvres comme Bonaparte franchissant le Grand-Saint-Bernard et Le Sacre de Napoléon (1805–1807). Après la chute de Napoléon et le retour des Bourbons, il s’exila à Bruxelles, où il mourut le 29 décembre 1825.',
      pupils:
        'Jacques-Louis David dirigea l’un des ateliers les plus influents d’Europe. Parmi ses élèves figuraient Antoine-Jean Gros, François Gérard, Anne-Louis Girodet et Jean-Auguste-Dominique Ingres.',
    },
  },
  'raft-medusa': {
    name: 'Théodore Géricault',
    keywords: ['Géricault', 'Gericault', 'Theodore Gericault'],
    passages: {
      life: 'Théodore Géricault (1791–1824) fut un peintre français et l’un des pionniers du romantisme. Né à Rouen le 26 septembre 1791, il se forma auprès de Carle Vernet, puis de Pierre-Narcisse Guérin, et mourut à Paris le 26 janvier 1824, à 32 ans seulement, après une série d’accidents de cheval.',
      horses:
        'Théodore Géricault aimait les chevaux et en peignit tout au long de sa courte carrière. Il débuta au Salon en 1812 avec l’Officier de chasseurs à cheval chargeant, suivi en 1814 du Cuirassier blessé ; les deux sont au Louvre, comme son Derby d’Epsom de 1821.',
      raft: 'Théodore Géricault passa de longs mois à préparer Le Radeau de la Méduse : il interrogea des survivants du naufrage de 1816, fit construire une maquette du radeau et étudia les malades et les morts dans les hôpitaux parisiens. Exposée au Salon de 1819, l’immense toile fut achetée par le Louvre en 1824, peu après sa mort.',
      later:
        'Après le Salon de 1819, Théodore Géricault emporta Le Radeau de la Méduse en Grande-Bretagne, où il fut exposé à Londres en 1820. Dans ses dernières années, il peignit une série de portraits d’aliénés, remarquables par leur humanité et leur vérité.',
    },
  },
  'psyche-cupid': {
    name: 'Antonio Canova',
    keywords: ['Canova'],
    passages: {
      life: 'Antonio Canova (1757–1822) fut le sculpteur le plus célèbre du néoclassicisme. Né à Possagno, dans la république de Venise, le 1er novembre 1757, il se forma à Venise, s’installa à Rome en 1781 et mourut à Venise le 13 octobre 1822.',
      works:
        'Antonio Canova se fit un nom à Rome avec les tombeaux des papes Clément XIV et Clément XIII. Parmi ses œuvres les plus connues figurent Psyché ranimée par le baiser de l’Amour (1787–1793), Les Trois Grâces et le portrait allongé de Pauline Borghèse en Vénus victorieuse, à la galerie Borghèse de Rome.',
      napoleon:
        'Antonio Canova représenta plusieurs fois Napoléon et sa famille, notamment dans une statue colossale nue, Napoléon en Mars pacificateur, aujourd’hui à Apsley House à Londres. Après la chute de Napoléon, le pape envoya Canova à Paris en 1815 pour récupérer les œuvres d’art enlevées aux États pontificaux.',
      style:
        'Antonio Canova alliait la beauté calme et idéale de la sculpture antique à la tendresse et à la grâce. Il achevait lui-même ses marbres, polissant la surface pour que la pierre paraisse douce et lumineuse, et il travaillait souvent d’après des modèles en plâtre grandeur nature.',
      psyche:
        'Antonio Canova sculpta Psyché ranimée par le baiser de l’Amour entre 1787 et 1793 pour le collectionneur britannique le colonel John Campbell. Le marbre entra au Louvre en 1824 et se trouve dans la galerie Michel-Ange de l’aile Denon.',
    },
  },
  'venus-de-milo': {
    name: 'Alexandros d’Antioche',
    keywords: [
      'Alexandros',
      'Alexandre d’Antioche',
      'sculpteur de la Vénus de Milo',
      'Alexandros of Antioch',
    ],
    passages: {
      attribution:
        'Alexandros d’Antioche est le sculpteur grec auquel on attribue la Vénus de Milo. Un fragment de plinthe inscrite trouvé avec la statue à Milo en 1820 nommait Alexandros, fils de Ménidès, d’Antioche du Méandre, une cité d’Asie Mineure, dans l’actuel sud-ouest de la Turquie.',
      doubts:
        'L’attribution de la Vénus de Milo à Alexandros d’Antioche repose sur un fragment de plinthe inscrite qui a ensuite été perdu. Les spécialistes se demandent depuis longtemps si ce bloc appartenait vraiment à la statue : ce nom est donc une attribution plutôt qu’une certitude.',
      period:
        'Alexandros d’Antioche travailla à l’époque hellénistique, les siècles qui suivirent Alexandre le Grand. La Vénus de Milo, datée d’environ 150–125 av. J.-C., rappelle la sculpture classique du IVe siècle av. J.-C., mais y ajoute une pose en spirale et un contraste saisissant entre la peau lisse et le drapé lourd.',
    },
  },
  'winged-victory': {
    name: 'Le sculpteur de la Victoire de Samothrace',
    keywords: ['sculpteur inconnu', 'sculpteur rhodien', 'qui a sculpté la Victoire de Samothrace'],
    passages: {
      unknown:
        'Le sculpteur de la Victoire de Samothrace est inconnu. Le marbre gris du navire, extrait à Lartos sur l’île de Rhodes, et le style de la sculpture laissent penser que le monument était une offrande rhodienne réalisée vers 190 av. J.-C. C’est une déduction, non un document : aucune signature ni aucune source antique ne nomme l’artiste, et le sculpteur a pu venir de Rhodes, ou non.',
      rhodes:
        'À l’époque hellénistique, l’île de Rhodes était une grande puissance navale et un centre majeur de la sculpture : le colosse de Rhodes, l’une des Sept Merveilles du monde antique, était l’œuvre d’un sculpteur rhodien. Certains spécialistes ont tenté de nommer le sculpteur de la Victoire de Samothrace, mais aucune attribution n’est sûre.',
      style:
        'Le sculpteur inconnu de la Victoire de Samothrace était un maître du mouvement. La figure s’élance en avant dans le vent, et le drapé alterne entre des plis fins, comme mouillés, plaqués sur le corps, et de profonds tourbillons derrière les jambes, une démonstration de virtuosité typique de la sculpture hellénistique.',
    },
  },
  'great-sphinx': {
    name: 'Les sculpteurs du Grand Sphinx de Tanis',
    keywords: [
      'sculpteurs égyptiens inconnus',
      'sculpteurs égyptiens',
      'qui a sculpté le Grand Sphinx de Tanis',
    ],
    passages: {
      unknown:
        'Les sculpteurs du Grand Sphinx de Tanis sont inconnus, comme la plupart des artistes de l’Égypte ancienne, qui travaillaient dans des ateliers royaux et ne signaient pas leurs œuvres. Le nom du roi qui commanda le sphinx à l’origine s’est lui aussi perdu ; des pharaons plus tardifs, dont Amenemhat II, Mérenptah et Sheshonq Ier, y ont gravé leur propre nom.',
      granite:
        'Le Grand Sphinx de Tanis a été taillé dans un seul bloc de granit rose, une pierre très dure que les sculpteurs égyptiens façonnaient avec des outils de pierre et du sable abrasif. Ce granit rose était extrait surtout à Assouan, tout au sud de l’Égypte.',
      conventions:
        'Les sculpteurs égyptiens du Grand Sphinx de Tanis suivaient des conventions établies de longue date : un corps de lion couché uni à la tête d’un roi coiffé du némès, la coiffe royale rayée. Ces sphinx gardaient les abords des temples et exprimaient la force et le pouvoir protecteur du pharaon.',
    },
  },
};

export default artists;
