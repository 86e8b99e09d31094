import { type ExpertLanguage, listed, openingTimes, phoneWords, words } from './expert-language';

const counts = '\\d+|deux|trois|quatre|cinq|six|sept|huit|neuf|dix|onze|douze|treize|quatorze|quinze|vingt';

/**
 * A length of stay: « 3 jours », « quelques jours », « huit jours », « une semaine », « quinze jours ».
 * Not how often something happens (« ouvert sept jours sur sept », « cinq jours par semaine »).
 */
const staysDays = words(`(${counts}|plusieurs|quelques) jours(?! (sur sept|par semaine))`);
const staysWeeks = words(`(une|${counts}|quelques) semaines?(?! (plus tôt|plus tot|avant))`);
const countsDays = (question: string) => staysDays.test(question) || staysWeeks.test(question);

/** The expert in French: its question classifiers and its own sentences. */
export const french: ExpertLanguage = {
  code: 'fr',
  englishName: 'French',
  unknownAnswer:
    'Je suis désolé, je ne connais pas la réponse. Je peux vous parler des dix chefs-d’œuvre d’ArtVoyage et de leurs artistes, de l’histoire et des salles du musée, de nos visites guidées et de la préparation de votre visite. Essayez par exemple\u00a0: «\u00a0Où se trouve la Victoire de Samothrace\u00a0?\u00a0»',
  opinionAnswer:
    'C’est une affaire de goût, et je m’en tiens aux faits plutôt qu’aux opinions. Je peux vous dire ce qui a rendu une œuvre célèbre, qui l’a réalisée, son histoire et où la voir au musée. Essayez par exemple\u00a0: «\u00a0Pourquoi la Vénus de Milo est-elle célèbre\u00a0?\u00a0»',
  // Read as typed on a phone too: « tu prefere », « quen pensez vous », « a votre avis ».
  asksOpinion: (question) =>
    phoneWords(
      'aimez-vous|vous aimez|aimes-tu|tu aimes|préférez-vous|vous préférez|préfères-tu|tu préfères?|' +
        'selon vous|selon toi|à votre avis|à ton avis|votre avis|ton avis|' +
        'que pensez-vous|qu’en pensez-vous|vous en pensez|vous pensez|' +
        '(votre|ton|ta|vos|tes) (\\p{L}+ )?(préféré|préférée|préférés|préférées)|' +
        'plus (beau|beaux|belle|belles|joli|jolie|laid|laide|émouvant|émouvante)|' +
        'surcotée?s?|surestimée?s?|sous-estimée?s?|vaut-(il|elle) le (coup|détour)|vaut la peine|' +
        'vraiment si (bien|bon|bonne|beau|belle)|si (bien|bon|bonne|beau|belle) que ça',
    )(question) ||
    // « Trouvez-vous que le Sacre est un bon tableau ? » : un jugement demandé à l’expert.
    phoneWords(
      '(trouvez-vous|vous trouvez|trouves-tu|tu trouves|pensez-vous|vous pensez)(?: .*)? (bon|bonne|bons|bonnes|beau|belle|beaux|belles|réussie?s?|ennuyeu(x|se)|mauvaise?s?|chef-d’œuvre)',
    )(question),
  smallTalk: [
    {
      pattern: /^(bonjour|bonsoir|salut|coucou)[\s!.,\u00a0]*$/iu,
      reply:
        'Bonjour\u00a0! Je suis votre expert du musée. Interrogez-moi sur une œuvre, un artiste, l’histoire du musée ou la préparation de votre visite.',
    },
    {
      pattern: /^merci\b.*$/iu,
      reply: 'Je vous en prie\u00a0! Y a-t-il un autre chef-d’œuvre qui vous intéresse\u00a0?',
    },
  ],
  questionWords: ['quand', 'quel', 'quelle', 'quels', 'quelles', 'comment', 'pourquoi', 'combien'],
  everydayWords: ['fumer', 'police', 'oublie', 'plage', 'plages', 'meteo'],
  askingWords: (
    'taille grand grande grandeur haut haute hauteur long longue longueur large largeur lourd poids ' +
    'âge vieux vieille ancien date daté mort morte mourut né née naissance vécu trouver trouve trouvé ' +
    'voir vu voit montre montré exposé exposée accroché accrochée tient tenir debout aller va venir ' +
    'arriver faite réalisé réalisée créé créée peint peinte peintre sculpté sculptée sculpteur ' +
    'construit construite conçu signifie signification représente représenté représentée survécu ' +
    'survivre devenu devenue arrivé passé intérieur genre type exactement ' +
    'homme hommes femme femmes personne personnes gens offre offrent laisser déposer ranger jouer ' +
    'reconnaître identifier ailleurs dessert desservent desservi utiliser prendre besoin'
  ).split(' '),
  attributes: {
    cues: {
      weight: ['pese', 'pesent', 'peser', 'poids', 'lourd*', 'combien de kilos', 'combien de tonnes'],
      price: [
        'combien coute',
        'combien coutent',
        'coute',
        'coutent',
        'combien a coute',
        'combien vaut',
        'cout',
        'couts',
        'prix',
        'tarif*',
        'payer',
        'payant*',
        'cher',
        'chere',
        'vaut combien',
      ],
      family: [
        'marie',
        'mariee',
        'se marier',
        'epouse*',
        'epoux',
        'mari',
        'enfant*',
        'fils',
        'fille',
        'filles',
      ],
      size: [
        'quelle taille',
        'taille',
        'dimension*',
        'mesure*',
        'hauteur',
        'quelle hauteur',
        'longueur',
        'largeur',
      ],
      material: [
        'en quoi',
        'fait de',
        'faite de',
        'faits de',
        'materiau*',
        'matiere*',
        'quelle pierre',
        'en quelle pierre',
        'quel marbre',
        'technique',
      ],
      discovery: [
        'a trouve',
        'ont trouve',
        'a ete trouve*',
        // « Où a-t-on trouvé… ? », « … a-t-elle été trouvée ? »: not « où se trouve… » (where it is now).
        'a t on trouve',
        'ete trouve*',
        'trouvee',
        'retrouv*',
        'decouv*',
        'deterr*',
        'exhum*',
        'mis au jour',
        'mise au jour',
        'fouill*',
      ],
      provenance: [
        'obtenu*',
        'obtenir',
        'acqui*',
        'achet*',
        'achat',
        'arrive au louvre',
        'arrivee au louvre',
        'arrivee a paris',
        'arrive a paris',
        'arrivees a paris',
        'arrives a paris',
        'entre au louvre',
        'entree au louvre',
        'venue au louvre',
        'venu au louvre',
        'venue a paris',
        'venu a paris',
        'recupere*',
      ],
      commission: ['command*'],
      restoration: ['restaur*', 'nettoy*', 'repar*', 'vernis'],
      teacher: [
        'maitre',
        'maitres',
        'professeur*',
        'a forme',
        'forme par',
        'formee par',
        'eleve de',
        'apprenti*',
        'appris',
        'etudie aupres',
        'etudie avec',
      ],
      death: ['mort', 'morte', 'mourut', 'mourir', 'meurt', 'deced*', 'deces', 'enterre*', 'inhume*'],
      birth: ['est ne', 'est nee', 'sont nes', 'naissance', 'naquit', 'naitre', 'lieu de naissance'],
      count: ['combien de', 'combien d', 'nombre de', 'nombre d'],
    },
    // Lower case where a title or a name would say the word too (“The Death of Marat”, “Joseph-Marie”).
    evidence: {
      weight: /\d\s?(kg|kilos?|kilogrammes?|tonnes?)(?![\p{L}])/iu,
      price: /€|(?<![\p{L}])(euros?|prix|tarifs?|gratuite?s?|payante?s?|co[uû]te?n?t?s?)(?![\p{L}])/iu,
      family: /(?<![\p{L}])(mari[ée]e?s?|épous[ea]\p{L}*|enfants?|fils|filles?)(?![\p{L}])/u,
      size: /\d\s?(cm|m|mètres?|centimètres?)(?![\p{L}])|(?<![\p{L}])dimensions(?![\p{L}])/iu,
      material:
        /(?<![\p{L}])(marbre|granit|huile|toile|panneau|bronze|plâtre|pierre|bois|verre|acier)(?![\p{L}])/iu,
      discovery:
        /(?<![\p{L}])(trouvée?s?|retrouvée?s?|découv\p{L}*|mit au jour|mise au jour|exhum\p{L}*|fouill\p{L}*)(?![\p{L}])/iu,
      provenance:
        /(?<![\p{L}])(acqui\p{L}*|achet\p{L}*|achat|offrit|donna|entr\p{L}* au Louvre|saisi\p{L}*|obtint|emportée?s?|emmenée?s?|rapportée?s?)(?![\p{L}])/iu,
      commission: /(?<![\p{L}])(command\p{L}*|collectionneur)(?![\p{L}])/iu,
      restoration: /(?<![\p{L}])(restaur\p{L}*|nettoy\p{L}*|vernis)(?![\p{L}])/iu,
      teacher: /(?<![\p{L}])(formée?s?|apprenti\p{L}*|étudi\p{L}*|élèves?|atelier|maître)(?![\p{L}])/iu,
      death: /(?<![\p{L}])(mort|morte|mourut|décéd\p{L}*|décès)(?![\p{L}])/u,
      birth: /(?<![\p{L}])([Nn]ée?s?|naissance|naquit)(?![\p{L}])/u,
    },
    numberWord:
      /^(\d[\d.,]*|deux|trois|quatre|cinq|six|sept|huit|neuf|dix|onze|douze|quinze|vingt|trente|quarante|cinquante|cent|cents|mille|dizaine|centaine|quarantaine)$/,
    notCounted: new Set(['ans', 'annees', 'jours', 'heures', 'minutes', 'temps', 'fois']),
    timeBefore: new Set<string>(),
    countFillers: new Set(['de', 'd', 'des', 'du', 'la', 'le', 'les', 'l', 'a', 'y', 't', 'il', 'elle']),
  },
  asksWhereItIs: (question) =>
    words(
      // « Dans quelle aile ? » demande où ; « l’aile droite de la Victoire » nomme une partie de la statue.
      'où|ou est|ou sont|ou se trouve|ou voir|ou trouver|se trouve|se trouvent|situé|située|situés|trouver|salle|quelle aile|dans l’aile|étage',
    ).test(question) &&
    !words(
      '(a|ont|avait|fut|furent|était) été (trouvé|trouvée|découvert|découverte)|trouvée|découverte|découvert|retrouvé|retrouvée|' +
        // Where someone was born, died or is buried is their life, not where a work is.
        'est née?|sont nés|né|née|naquit|mort|morte|mourut|est enterrée?|enterré|enterrée',
    ).test(question),
  asksForNumber: (question) =>
    words(
      'combien|quand|quel âge|quelle taille|quelle hauteur|quelle longueur|(quelle|en quelle) année|quelle date|quel siècle',
    ).test(question),
  asksAboutVisiting: (question) =>
    words(
      'visiter|visite|visiteurs?|conseils?|billets?|réserver|réservation|file|files|foule|affluence|bondé',
    ).test(question),
  asksWhyFamous: (question) =>
    words('célèbre|célèbres|célébrité|renommée|connue?s?|important|importante').test(question),
  asksWhoMadeIt: (question) =>
    words(
      'qui a (peint|sculpté|sculpte|réalisé|créé|fait|conçu)|par qui|de qui est|quel (artiste|peintre|sculpteur)',
    ).test(question),
  asksWho: (question) =>
    words("qui a|qui l[’']a|qui l[’']ont|qui les ont|qui est|qui sont|qui était|par qui").test(question),
  asksForTrip: (question) =>
    words('voyage|voyages|séjour|séjours|sejour|sejours|vacances|week-end|weekend').test(question) ||
    countsDays(question),
  countsTripDays: (question) => words('week-end|weekend').test(question) || countsDays(question),
  tellsOfPastJourney: phoneWords(
    // « Delacroix est-il allé en Afrique ? », « a-t-il voyagé », « il voyagea », « s’est rendu ».
    '(est|sont|était|étaient)-t?-?(il|elle|ils|elles) (déjà |jamais |vraiment )?(allée?s?|partie?s?|venue?s?|passée?s?|rendue?s?)|' +
      '(a|ont|avait|avaient)-t?-?(il|elle|ils|elles) (déjà |jamais |vraiment )?(voyagé|séjourné|visité|fait (un|des) voyages?)|' +
      '(est|sont|était|étaient) (déjà |jamais )?(allée?s?|partie?s?|allé voir)|' +
      '(a|ont|avait|avaient) (déjà |jamais )?(voyagé|séjourné|fait (un|des) voyages?)|' +
      'voyagea|voyagèrent|séjourna|séjournèrent|alla|allèrent|partit|partirent|s’est rendue?|se rendit',
  ),
  plansOwnTrip: phoneWords(
    'je|j’|moi|nous|on|mon|ma|mes|notre|nos|' +
      'organise\\p{L}*|planifie\\p{L}*|propose\\p{L}*|conseille\\p{L}*|prépare\\p{L}*|programme|itinéraires?',
  ),
  asksForItinerary: (question) =>
    words('itinéraire|itinéraires|itineraire|itineraires|programme|parcours|organiser|planifier').test(
      question,
    ),
  mentionsMuseum: (question) => words('louvre|musée|salles?|galeries?').test(question),
  museumWord: /(?<![\p{L}\p{N}])mus[ée]es?(?![\p{L}\p{N}])/giu,
  asksOpeningTimes: (question) =>
    openingTimes(question, {
      openOrClosed: words(
        'ouvre|ouvrent|ouvert|ouverte|ouverts|ouverture|ferme|fermé|fermée|ferment|fermeture|horaires?',
      ),
      past: words(
        'a ouvert|a-t-il ouvert|a-t-elle ouvert|ont ouvert|ouvrit|ouvrirent|a été ouvert|a été ouverte|année|histoire|depuis quand|\\d{4}',
      ),
      day: words(
        '(lun|mar|mercre|jeu|vendre|same|diman)dis?|dimanches?|jours?|journées?|fériés?|week-ends?|weekend|aujourd’hui|demain|noël|nouvel an|jour de l’an|1er mai',
      ),
      closed: words('fermé|fermée|fermés|fermées'),
      time: words('heures?|horaires?|tard|soir|soirs|nocturnes?'),
    }),
  namesLouvre: (question) => words('louvre').test(question),
  louvre: 'Louvre',
  // « Quel temps fait-il / fera-t-il / va-t-il faire », « la météo de demain ».
  asksForecast: (question) =>
    /quel\s+temps\s+(fait|fera|va|ferait)/iu.test(question) ||
    (words('météo|prévisions?|pleuvoir|pleuvra|pluie|neigera|température').test(question) &&
      words('aujourd’hui|aujourd.hui|demain|ce soir|cette semaine|ce week-end').test(question)),
  refersBack: (question) =>
    words('il|elle|ils|elles|lui|leur|cela|ça|celui-ci|celle-ci|y|-t-il|-t-elle').test(
      question.replace(/-t-/g, ' '),
    ),
  cannotPlanTrip: (places) =>
    places.length > 0
      ? `Je ne peux pas organiser pour vous un voyage ${listed(
          'fr',
          places.map((place) => `à ${place}`),
        )}\u00a0: je connais les dix chefs-d’œuvre du Louvre, le musée et les lieux de la carte d’ArtVoyage. Voici ce que je sais ${listed(
          'fr',
          places.map((place) => `de ${place}`),
        )}. Pour préparer des journées de voyage, utilisez Mes itinéraires, qui compose un voyage inspiré d’une œuvre.`
      : 'Je ne peux pas organiser ce voyage pour vous\u00a0: je connais les dix chefs-d’œuvre du Louvre, le musée et les lieux de la carte d’ArtVoyage. Pour préparer des journées de voyage, utilisez Mes itinéraires, qui compose un voyage inspiré d’une œuvre.',
};
