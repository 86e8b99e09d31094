import type { WrittenTranslation } from '../translation';
import type { visitEntries } from '../visit';

const officialSite =
  'Horaires, tarifs et règlement changent : consultez le site officiel du musée avant votre visite.';

/** Conseils pratiques pour la visite et pour l’application. */
export const visit: WrittenTranslation<typeof visitEntries> = {
  'closing-day': {
    title: 'Jours de fermeture',
    text: `Le Louvre est habituellement fermé le mardi, ainsi que le 1er janvier, le 1er mai et le 25 décembre. ${officialSite}`,
    keywords: [
      'fermé',
      'fermeture',
      'jour de fermeture',
      'mardi',
      'ouvert',
      'jours d’ouverture',
      'jours fériés',
      'lundi mercredi jeudi vendredi samedi dimanche',
    ],
  },
  'opening-hours': {
    title: 'Horaires d’ouverture',
    text: `Le Louvre ouvre habituellement à 9\u00a0h\u00a000 et ferme à 18\u00a0h\u00a000, avec des nocturnes certains soirs\u00a0; ces dernières années, le musée est resté ouvert jusqu’à 21\u00a0h\u00a000 le mercredi et le vendredi. ${officialSite}`,
    keywords: ['horaires', 'heures d’ouverture', 'ouvert', 'heure', 'nocturne', 'soir', 'ouverture'],
  },
  tickets: {
    title: 'Billets',
    text: 'Mieux vaut réserver à l’avance sur le site officiel du musée un billet horodaté pour le Louvre, en choisissant un créneau : c’est le moyen le plus sûr d’entrer les jours d’affluence. Les tarifs changent et peuvent varier selon les visiteurs : vérifiez les prix en vigueur sur le site officiel.',
    keywords: ['billets', 'billet', 'réservation', 'réserver', 'prix', 'tarifs', 'coût', 'créneau'],
  },
  'free-admission': {
    title: 'Gratuité',
    text: 'L’entrée du Louvre est depuis longtemps gratuite pour les moins de 18 ans et pour les moins de 26 ans résidant dans l’Espace économique européen, ainsi que pour d’autres publics, comme les visiteurs en situation de handicap et leur accompagnateur. Les conditions changent de temps à autre : vérifiez-les sur le site officiel et munissez-vous d’un justificatif d’âge ou de résidence.',
    keywords: ['gratuit', 'gratuité', 'entrée gratuite', 'enfants', 'étudiants', 'jeunes', 'réduction'],
  },
  entrances: {
    title: 'Entrées',
    text: 'L’entrée principale du Louvre est la pyramide de verre de la cour Napoléon. Une autre entrée passe par la galerie commerciale du Carrousel du Louvre, accessible par le 99, rue de Rivoli ou directement depuis la station de métro Palais-Royal – Musée du Louvre, et elle est souvent plus rapide. D’autres portes, comme la porte des Lions, sont parfois fermées ou réservées : vérifiez sur le site officiel le jour même.',
    keywords: [
      'entrée',
      'entrées',
      'pyramide',
      'Carrousel du Louvre',
      'porte des Lions',
      'comment entrer',
      'file d’attente',
    ],
  },
  'getting-there': {
    title: 'Venir au musée',
    text: 'La station de métro la plus proche du Louvre est Palais-Royal – Musée du Louvre, sur les lignes 1 et 7, reliée en sous-sol à l’entrée du Carrousel du Louvre. Le musée se trouve sur la rive droite de la Seine, au centre de Paris, à côté du jardin des Tuileries.',
    keywords: ['métro', 'transports', 'comment venir', 'Palais-Royal', 'itinéraire', 'accès'],
  },
  security: {
    title: 'Contrôle de sécurité et sacs',
    text: 'Chaque visiteur du Louvre passe un contrôle de sécurité à l’entrée, ce qui peut créer des files d’attente aux heures d’affluence. Les grosses valises et les sacs encombrants sont interdits dans les salles : voyagez léger ; manteaux et petits sacs peuvent être laissés dans les casiers libre-service gratuits, sous la pyramide.',
    keywords: ['sécurité', 'sacs', 'bagages', 'valise', 'vestiaire', 'casiers'],
  },
  cloakroom: {
    title: 'Vestiaires et casiers',
    text: 'Le Louvre met à disposition des casiers libre-service et des vestiaires gratuits dans le hall Napoléon, sous la pyramide, pour les manteaux, les parapluies et les petits sacs. Il ne faut y laisser ni objets de valeur ni gros bagages, et les affaires doivent être récupérées le jour même.',
    keywords: ['vestiaire', 'casiers', 'manteau', 'parapluie', 'sacs'],
  },
  crowds: {
    title: 'Éviter la foule',
    text: 'Le Louvre est le plus fréquenté de la fin de matinée au milieu de l’après-midi, le week-end, pendant les vacances scolaires et les jours qui entourent sa fermeture du mardi. Les moments les plus calmes sont d’ordinaire l’ouverture, avec un billet pour le premier créneau, et les soirs de nocturne, où les salles sont en général plus tranquilles.',
    keywords: [
      'foule',
      'affluence',
      'bondé',
      'file d’attente',
      'meilleur moment',
      'calme',
      'éviter la foule',
      'quand venir',
    ],
  },
  'mona-lisa-crowds': {
    title: 'Voir la Joconde sans la cohue',
    text: 'La Joconde, dans la salle des États, attire la plus grande foule du Louvre. Allez-y en premier, directement depuis l’entrée dès l’ouverture du musée, ou tard lors d’une nocturne ; une file balisée mène à la barrière, et vous disposez d’environ une minute au premier rang.',
    keywords: ['foule', 'file d’attente', 'meilleur moment', 'cohue'],
  },
  'one-hour': {
    title: 'Visiter en une heure',
    text: 'Avec une heure seulement au Louvre, restez dans l’aile Denon : montez l’escalier Daru jusqu’à la Victoire de Samothrace, voyez la Joconde et Les Noces de Cana dans la salle des États, puis les grandes peintures françaises des salles Daru et Mollien, dont Le Sacre de Napoléon, Le Radeau de la Méduse et La Liberté guidant le peuple. Dans l’application, la visite « Art français » (environ 15 à 21 minutes) ou la visite « Maîtres de la Renaissance » (environ 15 à 21 minutes) tient facilement en une heure.',
    keywords: [
      'une heure',
      '1 heure',
      'visite courte',
      'visite rapide',
      'peu de temps',
      'programme',
      'quelle visite',
    ],
  },
  'half-day': {
    title: 'Visiter en une demi-journée',
    text: 'Avec une demi-journée au Louvre, ajoutez l’aile Sully aux incontournables de l’aile Denon : la Vénus de Milo parmi les sculptures grecques, le Grand Sphinx de Tanis dans sa crypte et les vestiges de la forteresse médiévale, puis la galerie Michel-Ange pour les Esclaves et la Psyché de Canova. Dans l’application, la visite « Antiquités classiques » (environ 15 à 21 minutes) et la visite « La sculpture à l’honneur » (environ 20 à 28 minutes) couvrent ces œuvres, et les quatre visites tiennent dans une demi-journée.',
    keywords: [
      'demi-journée',
      'une demi-journée',
      'trois heures',
      'quatre heures',
      'programme',
      'matin',
      'après-midi',
    ],
  },
  'full-day': {
    title: 'Visiter pendant une journée entière',
    text: 'Avec une journée entière au Louvre, voyez le matin les dix chefs-d’œuvre des visites d’ArtVoyage, faites une pause dans l’un des cafés du musée et passez l’après-midi dans l’aile Richelieu : le code de Hammurabi, les appartements Napoléon III, les cours de la sculpture française et le cycle de Marie de Médicis de Rubens. Ménagez-vous, asseyez-vous souvent et buvez de l’eau : le musée est immense.',
    keywords: ['journée entière', 'toute la journée', 'une journée', 'programme', 'itinéraire'],
  },
  'plan-visit': {
    title: 'Préparer sa visite',
    text: 'Le meilleur moyen de préparer une visite au Louvre est de choisir quelques œuvres que l’on tient vraiment à voir et de les regrouper par aile, car passer d’une aile à l’autre, entre Denon, Sully et Richelieu, prend du temps. Des plans gratuits sont disponibles aux banques d’information sous la pyramide, et les visites guidées d’ArtVoyage proposent des parcours tout faits, avec leur durée.',
    keywords: ['préparer', 'préparation', 'plan', 'parcours', 'première visite', 'conseils'],
  },
  accessibility: {
    title: 'Accessibilité',
    text: 'Le Louvre est largement accessible aux visiteurs à mobilité réduite, avec des ascenseurs entre les niveaux, et des fauteuils roulants peuvent d’ordinaire être empruntés gratuitement à l’accueil, sous la pyramide. Les visiteurs en situation de handicap et un accompagnateur bénéficient depuis longtemps de la gratuité et d’un accès prioritaire ; consultez la page accessibilité du site officiel pour les dispositions en vigueur.',
    keywords: ['accessibilité', 'fauteuil roulant', 'handicap', 'mobilité réduite', 'ascenseur'],
  },
  photography: {
    title: 'Photographie',
    text: 'Les photos pour un usage personnel sont en général autorisées dans les collections permanentes du musée du Louvre, mais sans flash, qui peut abîmer les œuvres fragiles et gêne les autres visiteurs. Certaines expositions temporaires interdisent la photographie ; suivez les indications de chaque salle.',
    keywords: ['photos', 'photographie', 'appareil photo', 'flash', 'prendre des photos'],
  },
  food: {
    title: 'Repas et pauses',
    text: 'Il y a des cafés et des restaurants dans le Louvre et au Carrousel du Louvre, et des bancs dans de nombreuses salles pour se reposer. La nourriture et les boissons sont interdites dans les salles d’exposition : prévoyez vos pauses dans les cafés ou dehors, au jardin des Tuileries.',
    keywords: ['manger', 'café', 'restaurant', 'boire', 'pause', 'déjeuner', 'repas'],
  },
  children: {
    title: 'Visiter avec des enfants',
    text: 'Les enfants profitent souvent mieux du Louvre à petites doses : choisissez quelques œuvres saisissantes comme le Grand Sphinx de Tanis, la Victoire de Samothrace et Le Radeau de la Méduse, et laissez-les jouer aux jeux d’ArtVoyage avant ou après la visite. Les moins de 18 ans entrent gratuitement depuis longtemps.',
    keywords: ['enfants', 'famille', 'familles', 'en famille'],
  },
  'audio-guides': {
    title: 'Audioguides dans l’application',
    text: 'Chacune des dix œuvres d’ArtVoyage a sa page, avec un audioguide commenté, le contexte historique, des anecdotes et des conseils de visite. Ouvrez l’œuvre depuis la Galerie ou depuis une visite guidée et appuyez sur lecture pour l’écouter devant elle. Le commentaire existe en anglais, en français et en russe\u00a0: il est lu dans la langue de l’application, et un sélecteur sur le lecteur permet d’en changer.',
    keywords: ['audioguide', 'audio', 'commentaire', 'écouter', 'casque'],
  },
  'app-gallery': {
    title: 'Galerie',
    text: 'La page Galerie d’ArtVoyage (/gallery) présente les dix chefs-d’œuvre de la visite virtuelle, avec des filtres pour les peintures et les sculptures. Chaque carte ouvre la page de l’œuvre, avec son audioguide, son histoire et des conseils de visite.',
    keywords: ['galerie', 'œuvres', 'chefs-d’œuvre', 'collection', 'application'],
  },
  'app-tours': {
    title: 'Page des visites guidées',
    text: 'La page Visites guidées d’ArtVoyage (/guided-tours) présente quatre visites conçues pour vous : Antiquités classiques, Maîtres de la Renaissance, Art français et La sculpture à l’honneur. Chaque visite présente ses œuvres dans l’ordre avec sa durée, et « Commencer la visite » ouvre la première œuvre.',
    keywords: ['visites guidées', 'visites', 'parcours', 'application', 'commencer la visite'],
  },
  'app-map': {
    title: 'Carte interactive',
    text: 'La carte interactive d’ArtVoyage (/interactive-map) montre les villes et les sites liés aux œuvres, de Paris et Rome à Athènes, Venise et Le Caire. Vous pouvez rechercher un lieu, filtrer villes ou sites et, si votre position est connue, obtenir un itinéraire vers le lieu choisi.',
    keywords: ['carte', 'carte interactive', 'sites', 'monuments', 'villes', 'itinéraire', 'application'],
  },
  'app-games': {
    title: 'Jeux éducatifs',
    text: 'Les jeux éducatifs d’ArtVoyage (/games) comprennent des quiz sur l’histoire du Louvre, les œuvres célèbres et les artistes, des mots croisés sur le vocabulaire de l’art, Devinez l’œuvre, Associez les artistes, Vrai ou faux et une frise chronologique de l’histoire de l’art. Tous sont gratuits, avec ou sans compte.',
    keywords: ['jeux', 'quiz', 'mots croisés', 'jouer', 'application', 'jeux éducatifs'],
  },
  'app-itineraries': {
    title: 'Mes itinéraires',
    text: 'Mes itinéraires (/my-itineraries) vous permet de préparer un voyage inspiré d’une œuvre, par exemple un séjour parisien inspiré de la Joconde ou un voyage en Grèce inspiré de la Vénus de Milo, avec des journées et des activités modifiables. Les itinéraires sont enregistrés dans votre navigateur.',
    keywords: [
      'itinéraire',
      'itinéraires',
      'voyage',
      'séjour',
      'programme de voyage',
      'préparer un voyage',
      'application',
    ],
  },
  'app-photo-recognition': {
    title: 'Reconnaissance photo par IA',
    text: 'La page de reconnaissance photo par IA d’ArtVoyage (/ai-recognition) vous permet d’envoyer la photo d’une œuvre ou d’un monument pour l’identifier. Quand elle ne peut pas reconnaître l’image avec assurance, elle le dit plutôt que de deviner.',
    keywords: ['photo', 'reconnaissance', 'identifier', 'envoyer', 'appareil photo', 'IA', 'application'],
  },
  'app-about': {
    title: 'À propos d’ArtVoyage',
    text: 'ArtVoyage est une visite virtuelle éducative de dix chefs-d’œuvre du Louvre, avec quatre visites guidées, des audioguides, une carte interactive, la préparation de voyages et des jeux. C’est un projet indépendant, sans lien avec le musée du Louvre.',
    keywords: ['ArtVoyage', 'à propos', 'application', 'affilié', 'officiel'],
  },
};
