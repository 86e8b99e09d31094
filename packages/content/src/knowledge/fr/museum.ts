import type { museumEntries } from '../museum';
import type { roomEntries } from '../rooms';
import type { WrittenTranslation } from '../translation';

const louvreNames = ['Louvre', 'musée du Louvre', 'le musée'];

/** L’histoire du musée, ses bâtiments, ses ailes et ses départements. */
export const museum: WrittenTranslation<typeof museumEntries> = {
  overview: {
    title: 'Le Louvre',
    text: 'Le Louvre, à Paris, est l’un des plus grands musées d’art du monde et l’un des plus visités ; il occupe un ancien palais royal sur la rive droite de la Seine. Ses collections vont des antiquités de l’Égypte, du Proche-Orient, de la Grèce et de Rome jusqu’à la peinture et à la sculpture européennes du milieu du XIXe siècle.',
    keywords: louvreNames,
  },
  fortress: {
    title: 'Le Louvre médiéval',
    text: 'Le Louvre fut d’abord une forteresse, bâtie par le roi Philippe Auguste vers 1190 pour protéger l’ouest de Paris, avec en son centre un puissant donjon circulaire. Le bas des murs du donjon et les fossés, mis au jour lors des fouilles des années 1980, se visitent encore sous l’aile Sully.',
    keywords: ['forteresse', 'château fort', 'Philippe Auguste', 'Louvre médiéval', 'donjon', 'histoire'],
  },
  'royal-residence': {
    title: 'Le palais royal',
    text: 'Au XIVe siècle, le roi Charles V fit de la forteresse du Louvre une résidence royale dotée d’une célèbre bibliothèque. Au XVIe siècle, François Ier fit abattre le vieux donjon et confia à l’architecte Pierre Lescot la construction d’un palais Renaissance, commencé en 1546 à l’emplacement de ce qui devint la Cour Carrée.',
    keywords: [
      'palais royal',
      'Charles V',
      'François Ier',
      'Pierre Lescot',
      'palais Renaissance',
      'histoire',
    ],
  },
  'tuileries-and-grande-galerie': {
    title: 'Les Tuileries et la Grande Galerie',
    text: 'En 1564, la reine Catherine de Médicis entreprit le palais des Tuileries, à l’ouest du Louvre, et le roi Henri IV fit construire la Grande Galerie le long de la Seine pour relier les deux palais. Le palais des Tuileries fut incendié pendant la Commune de Paris en 1871, et ses ruines furent déblayées en 1883, ouvrant la vue du Louvre sur le jardin des Tuileries.',
    keywords: ['Tuileries', 'Grande Galerie', 'Catherine de Médicis', 'Henri IV', 'histoire'],
  },
  'louis-xiv': {
    title: 'Le Louvre sous Louis XIV',
    text: 'Sous Louis XIV, la Cour Carrée fut agrandie et le Louvre reçut sa façade orientale classique, la Colonnade, construite dans les années 1660 et 1670. En 1682, le roi installa la cour à Versailles, et le Louvre fut laissé aux académies royales et aux artistes, qui y reçurent logements et ateliers.',
    keywords: ['Louis XIV', 'Colonnade', 'Versailles', 'académies', 'histoire'],
  },
  'museum-opens': {
    title: 'L’ouverture du musée',
    text: 'Le Louvre ouvrit au public comme musée le 10 août 1793, pendant la Révolution française, sous le nom de Muséum central des arts, présentant les anciennes collections royales. Sous Napoléon, il devint le musée Napoléon en 1803 et se remplit d’œuvres prises dans les pays conquis, dont beaucoup furent restituées après 1815.',
    keywords: [
      '1793',
      'ouverture du musée',
      'Révolution française',
      'musée Napoléon',
      'histoire',
      'quand le Louvre a-t-il ouvert',
    ],
  },
  'napoleon-iii': {
    title: 'Le nouveau Louvre de Napoléon III',
    text: 'Dans les années 1850, l’empereur Napoléon III acheva la réunion, longtemps projetée, du Louvre et des Tuileries, avec de nouvelles ailes bâties par les architectes Louis Visconti et Hector Lefuel autour de la cour Napoléon. Les appartements Napoléon III, richement décorés, dans l’aile Richelieu, salons de réception du ministère d’État qui occupait l’aile, datent de cette époque.',
    keywords: [
      'Napoléon III',
      'nouveau Louvre',
      'Visconti',
      'Lefuel',
      'appartements Napoléon III',
      'histoire',
    ],
  },
  'grand-louvre': {
    title: 'Le Grand Louvre',
    text: 'Au début des années 1980, le président François Mitterrand lança le projet du Grand Louvre pour moderniser le musée. Le ministère des Finances quitta l’aile Richelieu, ouverte aux visiteurs en 1993, et un vaste espace d’accueil fut creusé sous la cour Napoléon, sous une nouvelle pyramide de verre.',
    keywords: ['Grand Louvre', 'Mitterrand', 'rénovation', 'aile Richelieu', 'histoire'],
  },
  pyramid: {
    title: 'La pyramide du Louvre',
    text: 'La pyramide de verre de la cour Napoléon a été conçue par l’architecte sino-américain Ieoh Ming Pei et inaugurée en 1989 comme entrée principale du musée. Faite de losanges de verre sur une structure d’acier, elle mesure environ 21 mètres de haut et éclaire le hall Napoléon, en dessous, qui dessert les ailes Denon, Sully et Richelieu. Son architecture moderne fut âprement débattue avant de devenir l’un des symboles de Paris.',
    keywords: [
      'pyramide',
      'pyramide de verre',
      'Pei',
      'I. M. Pei',
      'hall Napoléon',
      'Pyramide du Louvre',
      'entrée',
      'construction de la pyramide',
      'construite',
    ],
  },
  'inverted-pyramid': {
    title: 'La pyramide inversée',
    text: 'La pyramide inversée est une verrière suspendue, pointe en bas, dans le Carrousel du Louvre souterrain ; construite dans le cadre du projet du Grand Louvre, elle a été inaugurée en 1993. Une petite pyramide de pierre est posée au sol juste sous sa pointe.',
    keywords: ['pyramide inversée', 'Carrousel du Louvre'],
  },
  wings: {
    title: 'Les trois ailes',
    text: 'Les salles du Louvre se répartissent en trois ailes autour de la pyramide : Denon au sud, le long de la Seine, Sully à l’est, autour de la Cour Carrée, et Richelieu au nord, le long de la rue de Rivoli. Chaque aile compte plusieurs niveaux, de l’entresol au deuxième étage, et le hall Napoléon, sous la pyramide, mène aux trois.',
    keywords: ['ailes', 'Denon', 'Sully', 'Richelieu', 'plan', 'plan du musée'],
  },
  'wing-names': {
    title: 'Le nom des ailes',
    text: 'Les trois ailes du Louvre portent le nom de personnages historiques. L’aile Denon honore Dominique-Vivant Denon, premier directeur du musée Napoléon ; l’aile Sully, le duc de Sully, principal ministre d’Henri IV ; et l’aile Richelieu, le cardinal de Richelieu, principal ministre de Louis XIII.',
    keywords: ['Denon', 'Sully', 'Richelieu', 'nom des ailes', 'Vivant Denon'],
  },
  departments: {
    title: 'Départements et collections',
    text: 'Les collections du Louvre sont réparties en départements : Antiquités égyptiennes ; Antiquités orientales ; Antiquités grecques, étrusques et romaines ; Arts de l’Islam ; Peintures ; Sculptures ; Objets d’art ; Arts graphiques. Un département plus récent est consacré aux arts de Byzance et des chrétientés d’Orient.',
    keywords: ['départements', 'collections', 'antiquités', 'peintures', 'sculptures', 'Arts de l’Islam'],
  },
  'collection-size': {
    title: 'L’étendue des collections',
    text: 'Le Louvre expose environ 35 000 œuvres dans plus de 400 salles, et ses collections complètes sont bien plus vastes. Tout voir en une visite est impossible : mieux vaut choisir quelques chefs-d’œuvre ou suivre un parcours thématique, comme les visites guidées d’ArtVoyage.',
    keywords: ['combien d’œuvres', 'taille', 'salles', 'collection'],
  },
  'denon-wing': {
    title: 'Aile Denon',
    text: 'L’aile Denon abrite les salles les plus célèbres du Louvre : la Joconde et Les Noces de Cana dans la salle des États, la Victoire de Samothrace dans l’escalier Daru, les grandes peintures françaises des salles Daru et Mollien, la Grande Galerie de la peinture italienne et, au rez-de-chaussée, les sculptures italiennes de la galerie Michel-Ange.',
    keywords: ['Denon', 'aile Denon'],
  },
  'sully-wing': {
    title: 'Aile Sully',
    text: 'L’aile Sully, autour de la Cour Carrée, est la partie la plus ancienne du palais. Elle abrite les vestiges du Louvre médiéval et la crypte du Grand Sphinx de Tanis à l’entresol, des antiquités égyptiennes et la sculpture grecque, dont la Vénus de Milo, au rez-de-chaussée.',
    keywords: ['Sully', 'aile Sully', 'Cour Carrée'],
  },
  'richelieu-wing': {
    title: 'Aile Richelieu',
    text: 'L’aile Richelieu, le long de la rue de Rivoli, a ouvert aux visiteurs en 1993. Elle abrite les antiquités orientales avec le code de Hammurabi et les taureaux ailés de Khorsabad, la sculpture française dans les cours Marly et Puget, couvertes de verrières, les appartements Napoléon III et le cycle de Rubens sur la vie de Marie de Médicis.',
    keywords: ['Richelieu', 'aile Richelieu', 'Hammurabi', 'cour Marly'],
  },
  wartime: {
    title: 'Le Louvre pendant la Seconde Guerre mondiale',
    text: 'Au début de la Seconde Guerre mondiale, Jacques Jaujard, bientôt à la tête des musées nationaux, organisa l’évacuation des collections vers des châteaux de province. La Victoire de Samothrace et la Vénus de Milo passèrent la guerre au château de Valençay, et la Joconde fut elle aussi déplacée plusieurs fois pour être mise à l’abri.',
    keywords: ['Seconde Guerre mondiale', 'guerre', 'évacuation', 'Jacques Jaujard', 'Valençay'],
  },
  satellites: {
    title: 'Le Louvre-Lens et le Louvre Abu Dhabi',
    text: 'Le Louvre possède une antenne régionale, le Louvre-Lens, ouvert en 2012 dans une ancienne ville minière du nord de la France. Le Louvre Abu Dhabi, ouvert en 2017 sous un vaste dôme conçu par Jean Nouvel, est né d’un accord entre la France et les Émirats arabes unis.',
    keywords: ['Louvre-Lens', 'Louvre Abu Dhabi', 'antenne'],
  },
};

/** Les salles et les escaliers des dix œuvres. */
export const rooms: WrittenTranslation<typeof roomEntries> = {
  'room:salle-des-etats': {
    title: 'Salle des États',
    text: 'La salle des États (salle 711), au premier étage de l’aile Denon, est l’une des plus grandes salles du Louvre. La Joconde y est accrochée seule sur une cimaise isolée, face aux immenses Noces de Cana de Véronèse, et la salle ouvre sur la Grande Galerie de la peinture italienne.',
    keywords: ['salle des États', 'salle 711', 'salle de la Joconde', 'où est la Joconde'],
  },
  'room:daru-staircase': {
    title: 'Escalier Daru',
    text: 'L’escalier Daru est le grand escalier de pierre de l’aile Denon, et la Victoire de Samothrace se dresse à son sommet depuis 1884. Depuis le palier, des salles mènent vers les peintures italiennes, la salle des États et la Joconde, et les grandes peintures françaises des salles Daru et Mollien.',
    keywords: ['escalier Daru', 'escalier', 'où est la Victoire de Samothrace'],
  },
  'room:salle-daru': {
    title: 'Salle Daru',
    text: 'La salle Daru (salle 702), au premier étage de l’aile Denon, est l’une des salles rouges des grands formats de la peinture française, consacrée surtout au néoclassicisme. Sa toile la plus célèbre est Le Sacre de Napoléon de Jacques-Louis David, qui couvre presque tout un mur.',
    keywords: ['salle Daru', 'salle 702', 'peintures françaises', 'grands formats'],
  },
  'room:salle-mollien': {
    title: 'Salle Mollien',
    text: 'La salle Mollien (salle 700), au premier étage de l’aile Denon, est l’une des salles rouges des grands tableaux romantiques français. Elle abrite Le Radeau de la Méduse de Géricault et La Liberté guidant le peuple de Delacroix, deux des tableaux les plus célèbres du XIXe siècle.',
    keywords: ['salle Mollien', 'salle 700', 'peinture romantique française', 'salles rouges'],
  },
  'room:michelangelo-gallery': {
    title: 'Galerie Michel-Ange',
    text: 'La galerie Michel-Ange (salle 403) est une longue salle lumineuse de sculpture italienne, au rez-de-chaussée de l’aile Denon. Elle abrite l’Esclave mourant et l’Esclave rebelle de Michel-Ange et la Psyché ranimée par le baiser de l’Amour d’Antonio Canova, et elle est d’ordinaire plus calme que les salles de peinture de l’étage.',
    keywords: ['galerie Michel-Ange', 'salle 403', 'sculpture italienne'],
  },
  'room:venus-de-milo': {
    title: 'Salle de la Vénus de Milo',
    text: 'La Vénus de Milo se dresse dans la salle 345, au rez-de-chaussée de l’aile Sully, dans une salle à elle entourée de galeries de sculpture grecque. Les visiteurs peuvent faire tout le tour de la statue et la voir de loin en approchant.',
    keywords: ['salle de la Vénus de Milo', 'salle 345', 'antiquités grecques', 'où est la Vénus de Milo'],
  },
  'room:crypt-of-the-sphinx': {
    title: 'Crypte du Sphinx',
    text: 'La crypte du Sphinx (salle 338) est une salle voûtée de l’entresol de l’aile Sully, où le Grand Sphinx de Tanis garde l’entrée des antiquités égyptiennes. Elle est proche des vestiges du Louvre médiéval et compte d’ordinaire parmi les endroits les plus calmes du musée.',
    keywords: ['crypte du Sphinx', 'salle 338', 'antiquités égyptiennes', 'où est le Sphinx'],
  },
  'room:grande-galerie': {
    title: 'Grande Galerie',
    text: 'La Grande Galerie, au premier étage de l’aile Denon, le long de la Seine, est la plus longue salle du Louvre ; on y voit la peinture italienne de la Renaissance et des siècles suivants. Commencée sous le roi Henri IV pour relier le Louvre au palais des Tuileries, elle mène à la salle des États, où est accrochée la Joconde.',
    keywords: ['Grande Galerie', 'peinture italienne'],
  },
  'room:hall-napoleon': {
    title: 'Hall Napoléon',
    text: 'Le hall Napoléon est le grand hall d’accueil situé sous la pyramide de verre, avec les banques d’information, le contrôle des billets, les vestiaires et les casiers. De là, des escalators mènent aux ailes Denon, Sully et Richelieu ; suivez les panneaux de la Joconde ou de la Victoire de Samothrace pour gagner l’aile Denon.',
    keywords: ['hall Napoléon', 'accueil', 'sous la pyramide', 'information'],
  },
  'room:medieval-louvre': {
    title: 'Louvre médiéval',
    text: 'À l’entresol de l’aile Sully, les visiteurs peuvent longer le fossé et la base des murs du Louvre médiéval, la forteresse bâtie par Philippe Auguste vers 1190. Ces vestiges ont été mis au jour lors des fouilles du projet du Grand Louvre, dans les années 1980.',
    keywords: ['Louvre médiéval', 'forteresse', 'fossé', 'fondations'],
  },
  'room:floors': {
    title: 'Les étages des dix œuvres',
    text: 'Parmi les dix œuvres d’ArtVoyage, le Grand Sphinx de Tanis est à l’entresol de l’aile Sully ; la Vénus de Milo au rez-de-chaussée de l’aile Sully ; les Esclaves et la Psyché de Canova au rez-de-chaussée de l’aile Denon ; et la Joconde, Les Noces de Cana, la Victoire de Samothrace en haut de l’escalier Daru et les trois grands tableaux français au premier étage de l’aile Denon.',
    keywords: ['étage', 'quel étage', 'niveau', 'où sont les chefs-d’œuvre'],
  },
};
