import type { LouvreHistoryQuestionId, QuizTexts } from '../../../games/quiz-texts';

export const louvreHistoryQuiz: QuizTexts<LouvreHistoryQuestionId> = {
  title: 'Quiz : l’histoire du Louvre',
  description:
    'D’une forteresse médiévale au musée le plus visité du monde : testez vos connaissances sur le Louvre, son palais et ses trésors.',
  questions: {
    'louvre-01': {
      question: 'À sa naissance, à la fin du XIIe siècle, quel type d’édifice est le Louvre ?',
      answer: 'Une forteresse défensive',
      wrong: ['Un monastère royal', 'Une école cathédrale', 'Un péage sur la Seine'],
      explanation:
        'Le roi Philippe II Auguste fit bâtir le Louvre vers 1190, comme une forteresse gardant l’ouest de Paris. On peut encore en voir les fondations sous l’aile Sully.',
    },
    'louvre-02': {
      question: 'Quel roi fit construire la forteresse primitive du Louvre ?',
      answer: 'Philippe II Auguste',
      wrong: ['Louis IX', 'Charles V', 'François Ier'],
      explanation:
        'Philippe Auguste fit bâtir la forteresse vers 1190 pour compléter les nouvelles défenses de Paris, à une époque où les rois d’Angleterre tenaient encore la Normandie.',
    },
    'louvre-03': {
      question:
        'Quel roi du XIVe siècle fit de la forteresse une résidence royale dotée d’une célèbre bibliothèque ?',
      answer: 'Charles V',
      wrong: ['Philippe IV le Bel', 'Jean II le Bon', 'Charles VII'],
      explanation:
        'Charles V, qui régna de 1364 à 1380, fit du Louvre une résidence royale confortable et installa sa bibliothèque dans l’une de ses tours.',
    },
    'louvre-04': {
      question: 'Quel roi entreprit de transformer le Louvre médiéval en palais de la Renaissance ?',
      answer: 'François Ier',
      wrong: ['Henri IV', 'Louis XIII', 'Louis XIV'],
      explanation:
        'François Ier fit abattre le vieux donjon en 1528 et commanda en 1546 une nouvelle aile dans le style de la Renaissance.',
    },
    'louvre-05': {
      question: 'Quel architecte conçut l’aile Renaissance commencée en 1546 sur l’actuelle cour Carrée ?',
      answer: 'Pierre Lescot',
      wrong: ['Louis Le Vau', 'Jacques-Ange Gabriel', 'Hector Lefuel'],
      explanation:
        'Pierre Lescot dessina cette aile, ornée de sculptures de Jean Goujon, que l’on appelle toujours l’aile Lescot.',
    },
    // "Which square courtyard": in French the court's name says "square", so the question does not.
    'louvre-06': {
      question: 'Quelle cour occupe le cœur de la partie la plus ancienne du Louvre ?',
      answer: 'La cour Carrée',
      wrong: ['La cour Napoléon', 'La cour Marly', 'La cour Visconti'],
      explanation:
        'La cour Carrée s’est formée autour de l’aile Lescot, bâtie à la Renaissance, et fut agrandie au XVIIe siècle. La pyramide de verre, elle, se dresse dans la cour Napoléon.',
    },
    'louvre-07': {
      question: 'Quel roi lança la construction de la Grande Galerie, qui longe la Seine ?',
      answer: 'Henri IV',
      wrong: ['Louis XV', 'Louis XVI', 'Napoléon III'],
      explanation:
        'Henri IV entreprit la Grande Galerie en 1595 pour relier le Louvre au palais des Tuileries. Achevée en 1607, elle reste la plus longue salle du musée.',
    },
    'louvre-08': {
      question: 'En 1682, la cour quitta le Louvre pour quel palais ?',
      answer: 'Versailles',
      wrong: ['Fontainebleau', 'Saint-Germain-en-Laye', 'Chambord'],
      explanation:
        'En 1682, Louis XIV installa la cour et le gouvernement à Versailles, laissant une grande partie du Louvre aux artistes et aux académies royales.',
    },
    'louvre-09': {
      question:
        'Le Salon, exposition officielle de l’Académie royale de peinture et de sculpture, doit son nom à quelle salle du Louvre ?',
      answer: 'Le Salon carré',
      wrong: ['La salle des États', 'La galerie d’Apollon', 'La salle des Caryatides'],
      explanation:
        'Au XVIIIe siècle, les expositions de l’Académie se tenaient dans le Salon carré : l’événement lui-même prit ainsi le nom de Salon.',
    },
    'louvre-10': {
      question: 'En quelle année le Louvre ouvrit-il ses portes comme musée public ?',
      answer: '1793',
      wrong: ['1682', '1804', '1848'],
      explanation:
        'Le gouvernement révolutionnaire inaugura le musée le 10 août 1793, premier anniversaire de la chute de la monarchie.',
    },
    'louvre-11': {
      question: 'Sous quel nom le Louvre ouvrit-il d’abord au public ?',
      answer: 'Le Muséum central des arts',
      wrong: ['Le Musée royal', 'Le Palais des beaux-arts', 'La Galerie nationale'],
      explanation:
        'Le musée ouvrit en 1793 sous le nom de Muséum central des arts de la République. Il devint le musée Napoléon en 1803.',
    },
    'louvre-12': {
      question: 'En 1803, le musée prit le nom de son plus puissant protecteur. Quel fut ce nouveau nom ?',
      answer: 'Le musée Napoléon',
      wrong: ['Le musée Bonaparte', 'Le Musée impérial', 'Le musée de la Victoire'],
      explanation:
        'Le musée Napoléon exposait de nombreuses œuvres rapportées des pays conquis, dont beaucoup furent restituées après la chute de Napoléon en 1815.',
    },
    'louvre-13': {
      question:
        'Qui fut le premier directeur du musée Napoléon et donna son nom à l’une des ailes du Louvre ?',
      answer: 'Vivant Denon',
      wrong: ['Jacques-Louis David', 'Jean-François Champollion', 'Alexandre Lenoir'],
      explanation:
        'Dominique-Vivant Denon, artiste et écrivain qui avait pris part à l’expédition d’Égypte de Bonaparte, dirigea le musée à partir de 1802. L’aile Denon porte son nom.',
    },
    'louvre-14': {
      question: 'L’aile Sully doit son nom au duc de Sully. Qui était-il ?',
      answer: 'Le principal ministre d’Henri IV',
      wrong: ['Un maréchal de Napoléon', 'Un architecte de Louis XIV', 'Un directeur du musée'],
      explanation:
        'Maximilien de Béthune, duc de Sully, fut le ministre en qui le roi Henri IV avait le plus confiance.',
    },
    'louvre-15': {
      question: 'L’aile Richelieu honore le cardinal de Richelieu, principal ministre de quel roi ?',
      answer: 'Louis XIII',
      wrong: ['Henri IV', 'Louis XIV', 'Louis XV'],
      explanation:
        'Le cardinal de Richelieu fut le principal ministre de Louis XIII de 1624 à sa mort, en 1642.',
    },
    'louvre-16': {
      question: 'Quel ministère occupa l’aile Richelieu jusqu’en 1989 ?',
      answer: 'Le ministère des Finances',
      wrong: [
        'Le ministère de la Guerre',
        'Le ministère des Affaires étrangères',
        'Le ministère de la Justice',
      ],
      explanation:
        'Le ministère des Finances y eut ses bureaux de 1871 à 1989. Rénovée, l’aile ouvrit au public en 1993 et agrandit considérablement le musée.',
    },
    'louvre-17': {
      question:
        'Quel président de la République lança le projet du Grand Louvre, dont faisait partie la pyramide de verre ?',
      answer: 'François Mitterrand',
      wrong: ['Charles de Gaulle', 'Valéry Giscard d’Estaing', 'Jacques Chirac'],
      explanation:
        'Mitterrand lança le Grand Louvre au début des années 1980 et choisit l’architecte I. M. Pei sans concours.',
    },
    'louvre-18': {
      question: 'Quel architecte conçut la pyramide de verre de la cour Napoléon ?',
      answer: 'I. M. Pei',
      wrong: ['Jean Nouvel', 'Renzo Piano', 'Frank Gehry'],
      explanation:
        'L’architecte sino-américain I. M. Pei conçut la pyramide comme une nouvelle entrée principale, d’où les visiteurs gagnent les trois ailes.',
    },
    'louvre-19': {
      question: 'En quelle année la pyramide de verre devint-elle l’entrée principale du musée ?',
      answer: '1989',
      wrong: ['1977', '1993', '2001'],
      explanation:
        'La pyramide ouvrit en 1989, année du bicentenaire de la Révolution française, après des années de vifs débats sur son architecture moderne.',
    },
    'louvre-20': {
      question: 'Comment s’appelle le hall d’accueil situé sous la pyramide de verre ?',
      answer: 'Le hall Napoléon',
      wrong: ['La salle des États', 'La cour Puget', 'La galerie Médicis'],
      explanation: 'Le hall Napoléon, sous la pyramide, donne accès aux ailes Denon, Sully et Richelieu.',
    },
    'louvre-21': {
      question:
        'Qu’est-ce qui est suspendu, pointe vers le bas, au plafond du Carrousel du Louvre, en sous-sol ?',
      answer: 'La Pyramide inversée',
      wrong: [
        'Un obélisque de verre',
        'Un lustre de bronze venu de Versailles',
        'Une copie de la Victoire de Samothrace',
      ],
      explanation:
        'La Pyramide inversée est une verrière construite dans le cadre du Grand Louvre ; une petite pyramide de pierre se trouve juste sous sa pointe.',
    },
    'louvre-22': {
      question:
        'Quel palais, qui fermait autrefois le Louvre à l’ouest, fut incendié pendant la Commune de Paris ?',
      answer: 'Le palais des Tuileries',
      wrong: ['Le Palais-Royal', 'Le palais du Luxembourg', 'Le palais de la Cité'],
      explanation:
        'Les communards incendièrent le palais des Tuileries en mai 1871 ; ses ruines furent démolies en 1883, ouvrant la perspective du Louvre sur le jardin des Tuileries.',
    },
    'louvre-23': {
      question: 'Sous quel souverain le Louvre fut-il enfin relié aux Tuileries par le nord ?',
      answer: 'Napoléon III',
      wrong: ['Louis XIV', 'Napoléon Ier', 'Louis-Philippe'],
      explanation:
        'Dans les années 1850, les architectes de Napoléon III, Louis Visconti puis Hector Lefuel, bâtirent les nouvelles ailes qui achevèrent de réunir les deux palais.',
    },
    'louvre-24': {
      question:
        'Quel arc de triomphe, construit en 1806–1808, se dresse entre le Louvre et le jardin des Tuileries ?',
      answer: 'L’arc de triomphe du Carrousel',
      wrong: ['L’arc de triomphe de l’Étoile', 'La porte Saint-Denis', 'La Grande Arche de la Défense'],
      explanation:
        'Napoléon commanda l’arc de triomphe du Carrousel pour célébrer les victoires de 1805, dont Austerlitz.',
    },
    'louvre-25': {
      question: 'Quelles sculptures célèbres couronnaient à l’origine l’arc de triomphe du Carrousel ?',
      answer: 'Les chevaux de Saint-Marc, venus de Venise',
      wrong: ['Les chevaux de Marly', 'Les lamassus de Khorsabad', 'Les Dioscures du Quirinal'],
      explanation:
        'Napoléon avait pris les quatre chevaux de bronze de la basilique Saint-Marc de Venise ; rendus en 1815, ils furent plus tard remplacés par un nouveau char sculpté.',
    },
    'louvre-26': {
      question: 'Qui vola La Joconde au Louvre en 1911 ?',
      answer: 'Vincenzo Peruggia',
      wrong: ['Guillaume Apollinaire', 'Pablo Picasso', 'Louis Béroud'],
      explanation:
        'Vincenzo Peruggia, un ouvrier italien qui avait travaillé au Louvre, cacha le tableau sous sa blouse. Retrouvée à Florence en décembre 1913, l’œuvre était de retour au Louvre le 4 janvier 1914.',
    },
    'louvre-27': {
      question: 'Quel poète fut brièvement emprisonné, soupçonné d’être mêlé au vol de La Joconde en 1911 ?',
      answer: 'Guillaume Apollinaire',
      wrong: ['Max Jacob', 'Paul Valéry', 'Jean Cocteau'],
      explanation:
        'Apollinaire fut détenu plusieurs jours en septembre 1911 et son ami Pablo Picasso fut interrogé ; tous deux étaient innocents.',
    },
    'louvre-28': {
      question: 'Quel tableau, le plus grand du Louvre, est accroché face à La Joconde ?',
      answer: 'Les Noces de Cana',
      wrong: ['Le Sacre de Napoléon', 'Le Radeau de la Méduse', 'La Liberté guidant le peuple'],
      explanation:
        'Les Noces de Cana de Paolo Véronèse, peintes en 1562–1563, mesurent 677 sur 994 cm et couvrent le mur opposé de la salle des États.',
    },
    'louvre-29': {
      question: 'Dans quelle aile du Louvre La Joconde est-elle exposée ?',
      answer: 'L’aile Denon',
      wrong: ['L’aile Sully', 'L’aile Richelieu', 'L’aile de Rohan'],
      explanation:
        'La Joconde est accrochée dans la salle des États, dans l’aile Denon, où elle dispose d’un mur à elle seule depuis 2005.',
    },
    'louvre-30': {
      question:
        'Quel maître de la Renaissance italienne passa ses dernières années en France, invité par François Ier, en emportant La Joconde avec lui ?',
      answer: 'Léonard de Vinci',
      wrong: ['Raphaël', 'Michel-Ange', 'Titien'],
      explanation:
        'Léonard s’installa à Amboise en 1516 et y mourut en 1519 ; François Ier avait probablement acheté le portrait vers 1518, du vivant du peintre.',
    },
    'louvre-31': {
      question: 'Où se dresse la Victoire de Samothrace, au Louvre ?',
      answer: 'En haut de l’escalier Daru',
      wrong: ['Dans la cour Marly', 'Sous la pyramide de verre', 'Dans la salle des Caryatides'],
      explanation:
        'Depuis 1884, la déesse se dresse sur sa base en forme de navire, en haut de l’escalier Daru : l’une des visions les plus théâtrales du musée.',
    },
    'louvre-32': {
      question: 'Qui découvrit la Victoire sur l’île de Samothrace en 1863 ?',
      answer: 'Charles Champoiseau',
      wrong: ['Auguste Mariette', 'Heinrich Schliemann', 'Olivier Voutier'],
      explanation:
        'Charles Champoiseau, diplomate français et archéologue amateur, fouillait le sanctuaire des Grands Dieux lorsqu’il trouva la statue en morceaux.',
    },
    'louvre-33': {
      question: 'Sur quelle île grecque la Vénus de Milo fut-elle découverte en 1820 ?',
      answer: 'Milos',
      wrong: ['Samothrace', 'Crète', 'Rhodes'],
      explanation:
        'Un paysan mit au jour la statue parmi les ruines de la cité antique de Milos ; l’ambassadeur de France auprès de l’Empire ottoman l’obtint pour la France.',
    },
    'louvre-34': {
      question: 'Quel roi offrit la Vénus de Milo au Louvre en 1821 ?',
      answer: 'Louis XVIII',
      wrong: ['Charles X', 'Louis-Philippe', 'Napoléon Ier'],
      explanation: 'Le marquis de Rivière offrit la statue à Louis XVIII, qui en fit don au Louvre en 1821.',
    },
    'louvre-35': {
      question:
        'Quel savant, célèbre pour avoir déchiffré les hiéroglyphes, devint le premier conservateur des collections égyptiennes du Louvre ?',
      answer: 'Jean-François Champollion',
      wrong: ['Auguste Mariette', 'Vivant Denon', 'Howard Carter'],
      explanation:
        'Nommé en 1826, Champollion recommanda l’achat de la collection d’Henry Salt, qui fit venir à Paris le Grand Sphinx de Tanis.',
    },
    'louvre-36': {
      question: 'Dans quelle pierre le Grand Sphinx de Tanis est-il taillé ?',
      answer: 'Le granit rose',
      wrong: ['Le marbre blanc', 'Le calcaire', 'Le grès'],
      explanation:
        'Le sphinx est un bloc unique de granit rose d’environ 4,8 mètres de long, découvert en 1825 dans les ruines d’un temple de Tanis, dans le delta du Nil.',
    },
    'louvre-37': {
      question:
        'Quel code de lois antique, gravé sur une haute stèle de pierre noire, compte parmi les trésors des Antiquités orientales du Louvre ?',
      answer: 'Le Code de Hammurabi',
      wrong: ['La pierre de Rosette', 'Le cylindre de Cyrus', 'La loi des Douze Tables'],
      explanation:
        'La stèle du roi babylonien Hammurabi fut découverte à Suse, dans l’actuel Iran, par une mission archéologique française en 1901–1902.',
    },
    // The Seated Scribe is known in French as the squatting scribe, "le Scribe accroupi".
    'louvre-38': {
      question:
        'Le Scribe accroupi du Louvre, statue de calcaire peint aux yeux incrustés, provient de quelle civilisation ?',
      answer: 'L’Égypte ancienne',
      wrong: ['La Mésopotamie', 'La Grèce antique', 'L’Italie étrusque'],
      explanation:
        'Le Scribe accroupi date de l’Ancien Empire ; l’archéologue français Auguste Mariette le découvrit à Saqqarah en 1850.',
    },
    'louvre-39': {
      question:
        'Les taureaux ailés à tête humaine (lamassus) de la cour Khorsabad du Louvre gardaient le palais de quel roi assyrien ?',
      answer: 'Sargon II',
      wrong: ['Nabuchodonosor II', 'Assurbanipal', 'Darius Ier'],
      explanation:
        'Les lamassus de Khorsabad se dressaient aux portes du palais de Sargon II à Dur-Sharrukin, bâti à la fin du VIIIe siècle av. J.-C.',
    },
    'louvre-40': {
      question:
        'Quel département du Louvre a ouvert en 2012 de nouvelles salles sous une toiture dorée ondulante, dans la cour Visconti ?',
      answer: 'Les Arts de l’Islam',
      wrong: ['Les Antiquités égyptiennes', 'Les Objets d’art', 'Les Arts graphiques'],
      explanation:
        'Conçues par Mario Bellini et Rudy Ricciotti, les salles des Arts de l’Islam ont ouvert en 2012 sous une couverture de verre et de métal souvent comparée à un tapis volant.',
    },
    'louvre-41': {
      question: 'Quel musée frère du Louvre a ouvert en 2017 sous un immense dôme conçu par Jean Nouvel ?',
      answer: 'Le Louvre Abu Dhabi',
      wrong: ['Le Louvre-Lens', 'Le musée du quai Branly', 'Le Centre Pompidou-Metz'],
      explanation:
        'Né d’un accord entre la France et les Émirats arabes unis, le Louvre Abu Dhabi a ouvert en novembre 2017 sur l’île de Saadiyat.',
    },
    'louvre-42': {
      question:
        'En 2012, le Louvre a ouvert une antenne dans une ancienne ville minière du nord de la France. Laquelle ?',
      answer: 'Lens',
      wrong: ['Lille', 'Metz', 'Amiens'],
      explanation:
        'Le Louvre-Lens a ouvert en décembre 2012 sur le site d’un ancien puits de mine, dans des bâtiments bas de verre et d’aluminium conçus par l’agence japonaise SANAA.',
    },
    'louvre-43': {
      question:
        'Quel musée parisien présente l’essentiel des collections nationales françaises de 1848 à 1914, après la période du Louvre ?',
      answer: 'Le musée d’Orsay',
      wrong: ['Le Centre Pompidou', 'Le musée Rodin', 'Le Petit Palais'],
      explanation:
        'Installé dans une ancienne gare, le musée d’Orsay a ouvert en 1986 et réuni les collections nationales de cette période, impressionnisme compris.',
    },
    'louvre-44': {
      question:
        'Pendant la Seconde Guerre mondiale, qui organisa l’évacuation des collections du Louvre vers des châteaux de province ?',
      answer: 'Jacques Jaujard',
      wrong: ['André Malraux', 'Vivant Denon', 'Georges Pompidou'],
      explanation:
        'Jacques Jaujard, alors directeur adjoint puis, à partir de 1940, directeur des Musées nationaux, fit emballer et emporter hors de Paris des milliers d’œuvres dès la fin d’août 1939.',
    },
    'louvre-45': {
      question:
        'Dans quel château la Vénus de Milo et la Victoire de Samothrace furent-elles mises à l’abri pendant la Seconde Guerre mondiale ?',
      answer: 'Le château de Valençay',
      wrong: ['Le château de Versailles', 'Le château de Chenonceau', 'Le château de Fontainebleau'],
      explanation:
        'Comme nombre de trésors du Louvre, les deux statues passèrent la guerre à Valençay, dans le centre de la France ; la Victoire descendit l’escalier Daru en glissant sur une rampe de bois.',
    },
    'louvre-46': {
      question:
        'L’Esclave mourant et l’Esclave rebelle de Michel-Ange, aujourd’hui au Louvre, furent sculptés pour le tombeau de quel pape ?',
      answer: 'Jules II',
      wrong: ['Léon X', 'Sixte IV', 'Clément VII'],
      explanation:
        'Michel-Ange les sculpta en 1513–1516 pour le tombeau de Jules II, mais le projet fut réduit, et le tombeau achevé, à Rome, a pour centre le Moïse.',
    },
    'louvre-47': {
      question:
        'Qui peignit en 1850–1851 le plafond central de la galerie d’Apollon, Apollon vainqueur du serpent Python ?',
      answer: 'Eugène Delacroix',
      wrong: ['Charles Le Brun', 'Jean-Auguste-Dominique Ingres', 'Jacques-Louis David'],
      explanation:
        'Commencée sous Louis XIV avec un décor de Charles Le Brun, la galerie reçut son plafond central de Delacroix près de deux siècles plus tard.',
    },
    'louvre-48': {
      question:
        'Dans quelle église Napoléon fut-il sacré lors de la cérémonie peinte par Jacques-Louis David ?',
      answer: 'La cathédrale Notre-Dame de Paris',
      wrong: ['La cathédrale de Reims', 'La basilique de Saint-Denis', 'La Sainte-Chapelle'],
      explanation:
        'Napoléon fut sacré empereur à Notre-Dame le 2 décembre 1804, alors que les rois de France étaient traditionnellement sacrés à Reims. Le Sacre de Napoléon de David immortalise la scène.',
    },
    'louvre-49': {
      question: 'Où, au Louvre, peut-on longer les murs mis au jour de la forteresse médiévale ?',
      answer: 'Sous l’aile Sully',
      wrong: ['Sous la Grande Galerie', 'Dans le jardin des Tuileries', 'Sous l’aile Richelieu'],
      explanation:
        'Les fouilles du Grand Louvre, dans les années 1980, ont mis au jour les fossés et la base du donjon sous la cour Carrée ; on les visite aujourd’hui dans l’aile Sully.',
    },
    'louvre-50': {
      question:
        'Quel sculpteur réalisa Psyché ranimée par le baiser de l’Amour, exposée dans la galerie Michel-Ange du Louvre ?',
      answer: 'Antonio Canova',
      wrong: ['Le Bernin', 'Bertel Thorvaldsen', 'Jean-Antoine Houdon'],
      explanation:
        'Antonio Canova sculpta ce groupe néoclassique entre 1787 et 1793 ; il entra au Louvre en 1824.',
    },
  },
};
