import type { ChatLanguage } from './text-terms';

/*
 * What the expert needs to know of each language it answers in: how to recognise it, what kind of
 * question was asked (where is it now, why is it famous, how to visit, plan a trip), and the few
 * sentences it writes itself (when it does not know, small talk, a trip it cannot plan).
 */

/** Whole-word test for any alphabet (JavaScript's \b only knows ASCII letters). */
function words(pattern: string): RegExp {
  return new RegExp(`(?<![\\p{L}\\p{N}])(?:${pattern})(?![\\p{L}\\p{N}])`, 'iu');
}

const englishWords = new Set(
  (
    'the is are was were who whom what where when why how which of in on does do did tell me about painted ' +
    'sculpted made can could i you it there an to for and with this that museum painting open my visit ' +
    'should take have has from by big old famous much many long hours hi hello thanks thank please'
  ).split(' '),
);
const frenchWords = new Set(
  (
    'qui que quoi où ou quel quelle quels quelles pourquoi comment combien quand est sont était ont peint ' +
    'peinte sculpté sculptée se trouve parlez moi je vous nous il elle ils c qu l d j un une dans sur avec ' +
    'pour du au aux et musée visite ouvert tableau œuvre oeuvre y mardi heure heures faut peut peux mon ma ' +
    'mes ce cette ces très aussi bonjour bonsoir salut merci jours voyage'
  ).split(' '),
);
/** Words of French that also fill English titles ("La Joconde", "Venus de Milo"): weak evidence. */
const frenchTitleWords = new Set(['le', 'la', 'les', 'de', 'des']);

/**
 * The language of a question: Russian when most of its letters are Cyrillic; French or English by
 * their little words, French accents and French spacing before "?"; the interface language (`hint`)
 * when the question does not say (a bare title such as "Mona Lisa").
 */
export function detectLanguage(question: string, hint: ChatLanguage = 'en'): ChatLanguage {
  const cyrillic = question.match(/\p{Script=Cyrillic}/gu)?.length ?? 0;
  const latin = question.match(/\p{Script=Latin}/gu)?.length ?? 0;
  if (cyrillic > 0 && cyrillic >= latin) return 'ru';
  if (latin === 0) return hint;
  let french = 0;
  let english = 0;
  for (const word of question.toLowerCase().split(/[^\p{L}]+/u)) {
    if (frenchWords.has(word)) french += 1;
    else if (frenchTitleWords.has(word)) french += 0.4;
    if (englishWords.has(word)) english += 1;
  }
  if (/[àâçèêëîïôûùüÿœæ]/iu.test(question)) french += 0.5;
  if (/[\s\u00a0\u202f][?!;:]/u.test(question)) french += 0.5;
  if (french > english) return 'fr';
  if (english > french) return 'en';
  return hint;
}

/** The words that tell, in one language, what a question about the museum's opening asks. */
interface OpeningWords {
  /** Open, close, closed, hours. */
  readonly openOrClosed: RegExp;
  /** The past or a year: its opening as a museum, which is history. */
  readonly past: RegExp;
  /** A day of the week, a day, today. */
  readonly day: RegExp;
  /** Closed, as a state ("When is it closed?" asks the days, "When does it close?" the time). */
  readonly closed: RegExp;
  /** An hour, the time of day, a late opening: the hours, even on a day it names. */
  readonly time: RegExp;
}

/**
 * Whether a question asks when the museum is open: it speaks of opening or closing, not in the past;
 * about hours when it names a time, else about days when it names one (a holiday too) or asks when it
 * is closed, else about hours.
 */
function openingTimes(question: string, words: OpeningWords): 'hours' | 'days' | undefined {
  if (!words.openOrClosed.test(question) || words.past.test(question)) return undefined;
  if (words.time.test(question)) return 'hours';
  return words.day.test(question) || words.closed.test(question) ? 'days' : 'hours';
}

export interface ExpertLanguage {
  readonly code: ChatLanguage;
  /** The language's English name, for the providers' system prompt. */
  readonly englishName: string;
  readonly unknownAnswer: string;
  /**
   * What the expert says to a question of taste ("Do you like the Mona Lisa?", "Which is more
   * beautiful…?"): it gives facts, not opinions, and says what it can tell instead.
   */
  readonly opinionAnswer: string;
  /**
   * A question asking for the expert's taste or a judgement of value rather than a fact: "do you
   * like", "in your opinion", "your favourite", "the most beautiful", "overrated". Someone else's
   * view ("What did Renoir think of…?") or someone's favourite ("Leonardo's favourite food") is a
   * fact, and is not one.
   */
  readonly asksOpinion: (question: string) => boolean;
  readonly smallTalk: readonly { readonly pattern: RegExp; readonly reply: string }[];
  /**
   * The question words of four letters or more, folded, which a question's first word one typo away
   * stands for ("wat is sfumato?").
   */
  readonly questionWords: readonly string[];
  /**
   * Words that say how a question asks about its subject (how big, how old, when it died, where to see
   * it, who painted it, what it means) rather than name a subject: a passage answering the question
   * need not hold them ("How tall is the pyramid?" is answered by "about 21 metres high"), unlike the
   * rare words naming what is asked about (see rareTermPassages in museum-expert.ts).
   */
  readonly askingWords: readonly string[];
  /** "Where is the Winged Victory?": where a work is now, not where it was found. */
  readonly asksWhereItIs: (question: string) => boolean;
  /** "How many…?", "How much…?", "When…?", "In what year…?": the answer is a number or a date. */
  readonly asksForNumber: (question: string) => boolean;
  /** "Tips for visiting the Colosseum", "Do I need tickets…". */
  readonly asksAboutVisiting: (question: string) => boolean;
  /** "Why is the Raft of the Medusa famous?" */
  readonly asksWhyFamous: (question: string) => boolean;
  /** "Who sculpted the Winged Victory?": who made a work, which its summary says first. */
  readonly asksWhoMadeIt: (question: string) => boolean;
  /** Days of travel somewhere: "a 3-day itinerary for Florence", "a weekend in Rome". */
  readonly asksForTrip: (question: string) => boolean;
  /** An itinerary or route, which is a trip when it names a place other than the museum. */
  readonly asksForItinerary: (question: string) => boolean;
  /** The question is about the Louvre itself (its own day plans answer a "one day" question). */
  readonly mentionsMuseum: (question: string) => boolean;
  /**
   * "The museum" unnamed ("le musée", "в музее"), which in this chat is the Louvre unless the question
   * names another (a global pattern of the word in any of its forms).
   */
  readonly museumWord: RegExp;
  /**
   * "What time does the Louvre open?" asks its hours, "Is the museum open on Mondays?" its closing
   * days; "When did the Louvre open?" asks its history, and is neither.
   */
  readonly asksOpeningTimes: (question: string) => 'hours' | 'days' | undefined;
  /** The Louvre named in the question. */
  readonly namesLouvre: (question: string) => boolean;
  /** The Louvre's name, which an unnamed museum stands for. */
  readonly louvre: string;
  /**
   * A weather forecast ("Quel temps fera-t-il demain ?"): the knowledge base speaks of the weather
   * only in visiting tips, so it says it does not know rather than answer with a place.
   */
  readonly asksForecast: (question: string) => boolean;
  /** "When was it painted?": a pronoun that needs the previous question. */
  readonly refersBack: (question: string) => boolean;
  /** What the expert says of a trip it cannot plan, naming the place when it knows it. */
  readonly cannotPlanTrip: (place?: string) => string;
}

const english: ExpertLanguage = {
  code: 'en',
  englishName: 'English',
  unknownAnswer:
    'I’m sorry, I don’t know that. I can tell you about the ten masterpieces in ArtVoyage and their artists, the museum’s history and rooms, our guided tours and how to plan your visit. Try asking, for example, “Where is the Winged Victory?”',
  opinionAnswer:
    'That is a matter of taste, and I keep to facts rather than opinions. I can tell you why a work is famous, who created it, its story and where to see it in the museum. Try asking, for example, “Why is the Venus de Milo famous?”',
  asksOpinion: (question) =>
    /\b(do|did|would) you (personally )?(like|love|enjoy|prefer)\b/i.test(question) ||
    /\b(what|how) do you (think|feel)\b|\bin your (opinion|view)\b|\byour (opinion|view|favou?rite|preference)\b/i.test(
      question,
    ) ||
    /\b(more|most|less|least) (beautiful|impressive|moving|overrated)\b/i.test(question) ||
    /\b(prettiest|ugliest|overrated|underrated|overhyped)\b/i.test(question) ||
    /\b(is|are|was) (it|they|she|he|the [\w’' -]+?) (worth (seeing|it|the hype)|beautiful|ugly|boring|any good)\?*$/i.test(
      question.trim(),
    ),
  smallTalk: [
    {
      pattern: /^(hi|hello|hey|good (morning|afternoon|evening))\b[\s!.,]*$/i,
      reply:
        'Hello! I’m your museum expert. Ask me about an artwork, an artist, the museum’s history or how to plan your visit.',
    },
    {
      pattern: /^(thanks|thank you)\b.*$/i,
      reply: 'You’re welcome! Is there another masterpiece you would like to know about?',
    },
  ],
  questionWords: ['what', 'when', 'where', 'which', 'whose'],
  askingWords: (
    'big bigger size large tall high height long length wide width heavy weight old age year date ' +
    'die died death born birth live lived find found see seen show shown display displayed hang hangs ' +
    'hung stand stands standing go goes get come reach made make making create created paint painted ' +
    'painter sculpt sculpted sculptor carved built build designed work mean means meaning depict ' +
    'depicted represent represented survive survived become became happen happened inside kind type ' +
    'exactly doesnt dont isnt ' +
    // Who is shown, and what a visitor may do: the passages name the figure or the service instead.
    'man men woman women person people ppl offer offers leave put keep store play playing recognise ' +
    'recognize identify elsewhere use using need user users'
  ).split(' '),
  asksWhereItIs: (question) =>
    (/\bwhere\b(?!\s+(was|were|did|had)\b)/i.test(question) &&
      // Where someone was born, died or is buried is their life, not where a work is.
      !/\b(born|died|buried)\b/i.test(question)) ||
    // "Were is…", "Wher is…": the typos of a visitor in a hurry.
    /\b(were|wher|whre|wehre)\s+(is|are|can)\b/i.test(question) ||
    /\b(room|floor|located|find)\b/i.test(question) ||
    // "Which wing is it in?" asks where; "the right wing of the Winged Victory" names a part of it.
    /\b(which|what) wing\b/i.test(question),
  asksForNumber: (question) =>
    /\bhow (many|much|old|long|big|tall|high|wide|heavy)\b|\b(when|wen)\b|\b(what|which) (year|date|century)\b/i.test(
      question,
    ),
  asksAboutVisiting: (question) =>
    /\b(visit|visiting|visitors?|tips?|advice|tickets?|book|booking|queues?|crowds?|crowded)\b/i.test(
      question,
    ),
  asksWhyFamous: (question) =>
    /\b(famous|fame|renowned|celebrated|well[- ]known|so special|important)\b/i.test(question),
  asksWhoMadeIt: (question) =>
    /\bwho\s+(painted|paintd|sculpted|carved|made|created|designed)\b|\bby whom\b/i.test(question) ||
    // "Which sculptor made…", "Whose work is…".
    /\b(which|what) (artist|painter|sculptor)\b|\bwhose (work|painting|sculpture|statue)\b/i.test(question),
  asksForTrip: (question) =>
    /\b(trip|holidays?|vacation|journey|travel|weekend)\b/i.test(question) ||
    /\b(\d+|two|three|four|five|six|seven|several|a few)[- ]days?\b/i.test(question),
  asksForItinerary: (question) => /\b(itinerar(y|ies)|route|plan)\b/i.test(question),
  mentionsMuseum: (question) => /\b(louvre|museum|gallery|galleries)\b/i.test(question),
  museumWord: /\bmuseums?\b/gi,
  asksOpeningTimes: (question) =>
    openingTimes(question, {
      openOrClosed: /\b(open|opens|opening|close|closes|closing|closed|shut|shuts)\b/i,
      past: /\b(did|was|were|opened|first|history|since|(what|which) year|\d{4})\b/i,
      day: /\b((mon|tues|wednes|thurs|fri|satur|sun)days?|days?|weekends?|holidays?|today|tomorrow|christmas|new year|may day)\b/i,
      closed: /\b(closed|shut)\b/i,
      time: /\b(time|hours?|o’clock|o'clock|late|evenings?|night)\b/i,
    }),
  namesLouvre: (question) => /\blouvre\b/i.test(question),
  louvre: 'Louvre',
  asksForecast: (question) =>
    /\b(weather|forecast|rain|raining|snow|temperature)\b/i.test(question) &&
    /\b(today|tomorrow|tonight|this week|weekend|forecast)\b/i.test(question),
  refersBack: (question) => /\b(it|he|she|they|him|her|this|that|there)\b/i.test(question),
  cannotPlanTrip: (place) =>
    place
      ? `I can’t plan a trip to ${place} for you: I know the ten masterpieces of the Louvre, the museum and the places on the ArtVoyage map. Here is what I know about ${place}. To plan days of travel, use My Itineraries, which builds a trip inspired by an artwork.`
      : 'I can’t plan that trip for you: I know the ten masterpieces of the Louvre, the museum and the places on the ArtVoyage map. To plan days of travel, use My Itineraries, which builds a trip inspired by an artwork.',
};

const french: ExpertLanguage = {
  code: 'fr',
  englishName: 'French',
  unknownAnswer:
    'Je suis désolé, je ne connais pas la réponse. Je peux vous parler des dix chefs-d’œuvre d’ArtVoyage et de leurs artistes, de l’histoire et des salles du musée, de nos visites guidées et de la préparation de votre visite. Essayez par exemple\u00a0: «\u00a0Où se trouve la Victoire de Samothrace\u00a0?\u00a0»',
  opinionAnswer:
    'C’est une affaire de goût, et je m’en tiens aux faits plutôt qu’aux opinions. Je peux vous dire ce qui a rendu une œuvre célèbre, qui l’a réalisée, son histoire et où la voir au musée. Essayez par exemple\u00a0: «\u00a0Pourquoi la Vénus de Milo est-elle célèbre\u00a0?\u00a0»',
  asksOpinion: (question) =>
    words(
      'aimez-vous|vous aimez|aimes-tu|tu aimes|préférez-vous|vous préférez|préfères-tu|tu préfères|' +
        'selon vous|selon toi|à votre avis|a votre avis|à ton avis|a ton avis|votre avis|ton avis|' +
        'que pensez-vous|qu’en pensez-vous|vous en pensez|vous pensez|' +
        '(votre|ton|ta) (\\p{L}+ )?(préféré|préférée|préférés|préférées)|' +
        'plus (beau|beaux|belle|belles|joli|jolie|laid|laide|émouvant|émouvante)|' +
        'surcotée?s?|surestimée?s?|sous-estimée?s?|vaut-(il|elle) le (coup|détour)|vaut la peine',
    ).test(question.replace(/'/g, '’')),
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
  asksForTrip: (question) =>
    words('voyage|voyages|séjour|séjours|vacances|week-end|weekend').test(question) ||
    words('(\\d+|deux|trois|quatre|cinq|six|sept|plusieurs|quelques) jours').test(question),
  asksForItinerary: (question) =>
    words('itinéraire|itinéraires|programme|parcours|organiser|planifier').test(question),
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
  cannotPlanTrip: (place) =>
    place
      ? `Je ne peux pas organiser pour vous un voyage à ${place}\u00a0: je connais les dix chefs-d’œuvre du Louvre, le musée et les lieux de la carte d’ArtVoyage. Voici ce que je sais de ${place}. Pour préparer des journées de voyage, utilisez Mes itinéraires, qui compose un voyage inspiré d’une œuvre.`
      : 'Je ne peux pas organiser ce voyage pour vous\u00a0: je connais les dix chefs-d’œuvre du Louvre, le musée et les lieux de la carte d’ArtVoyage. Pour préparer des journées de voyage, utilisez Mes itinéraires, qui compose un voyage inspiré d’une œuvre.',
};

const russian: ExpertLanguage = {
  code: 'ru',
  englishName: 'Russian',
  unknownAnswer:
    'К сожалению, я этого не знаю. Я могу рассказать о десяти шедеврах ArtVoyage и их авторах, об истории и залах музея, о наших экскурсиях и о том, как спланировать визит. Спросите, например: «Где находится Ника Самофракийская?»',
  opinionAnswer:
    'Это дело вкуса, а я не высказываю мнений — я говорю только о фактах. Могу рассказать, чем знаменито произведение, кто его создал, какова его история и где его увидеть в музее. Спросите, например: «Чем знаменита Венера Милосская?»',
  asksOpinion: (question) =>
    words(
      'нравится|нравятся|понравилась|понравился|понравилось|любите|по-вашему|по вашему|по-твоему|' +
        'по вашему мнению|на ваш взгляд|на твой взгляд|ваше мнение|твоё мнение|твое мнение|' +
        'как вы думаете|что вы думаете|что ты думаешь|как ты думаешь|' +
        '(ваш|ваша|ваше|ваши|твой|твоя|твоё|твое|твои) (\\p{L}+ )?любим\\p{L}*|' +
        'красивее|самая красивая|самый красивый|самое красивое|самые красивые|' +
        'переоценен|переоценён|переоценена|переоценены|недооценен|недооценён|недооценена',
    ).test(question),
  smallTalk: [
    {
      pattern: /^(привет|здравствуйте|здравствуй|добрый день|добрый вечер|доброе утро)[\s!.,]*$/iu,
      reply:
        'Здравствуйте! Я эксперт музея. Спросите меня о произведении, художнике, истории музея или о том, как спланировать визит.',
    },
    {
      pattern: /^спасибо(?![\p{L}]).*$/iu,
      reply: 'Пожалуйста! Хотите узнать о каком-нибудь другом шедевре?',
    },
  ],
  questionWords: ['когда', 'какой', 'какая', 'какое', 'какие', 'почему', 'сколько'],
  askingWords: (
    'размер размера большой большая высота высоты высокий длина длины ширина вес тяжелый возраст ' +
    'лет старый старая дата умер умерла смерть родился родилась рождение жил жила найти нашли найден ' +
    'увидеть посмотреть видно показан выставлен выставлена висит висят стоит стоят идти идет дойти ' +
    'добраться сделан сделана сделал создал создан написал написана художник скульптор изваял высек ' +
    'построил построен спроектировал означает значит значение изображен изображена изображено ' +
    'изображены чья чей чье пережил пережила стал стала случилось внутри тип ' +
    'мужчина мужчины женщина женщины человек люди людей кому тех предлагает оставить положить ' +
    'играть поиграть узнать распознать определить использовать выбрать'
  ).split(' '),
  asksWhereItIs: (question) =>
    words(
      // «В каком крыле?» спрашивает где; «правое крыло Ники» называет часть статуи.
      'где|находится|находятся|расположен|расположена|расположены|найти|зал|зале|каком крыле|в крыле|этаже|этаж',
    ).test(question) &&
    !words(
      'где (был|была|были|было) (найден|найдена|найдены|обнаружен|обнаружена)|нашли|найдена|найден|обнаружили|обнаружена|' +
        // Where someone was born, died or is buried is their life, not where a work is.
        'родился|родилась|умер|умерла|похоронен|похоронена',
    ).test(question),
  asksForNumber: (question) =>
    words('сколько|когда|какого размера|какой высоты|какой длины|в каком году|какого года|в каком веке').test(
      question,
    ),
  asksAboutVisiting: (question) =>
    words(
      'посетить|посещение|посещения|посетителям|совет|советы|билет|билеты|билетов|бронировать|забронировать|очередь|очереди|толпа|толпы|многолюдно',
    ).test(question),
  asksWhyFamous: (question) => /знаменит|известн|прославил|слав[аеуы]|значени/iu.test(question),
  asksWhoMadeIt: (question) =>
    words(
      'кто (написал|создал|высек|изваял|сделал|нарисовал|автор)|какой (художник|скульптор)|чья|чей|чьё|чье',
    ).test(question),
  asksForTrip: (question) =>
    /поездк|путешеств|отпуск|каникул|выходные|уикенд/iu.test(question) ||
    words('(\\d+|два|две|три|четыре|пять|шесть|семь|несколько) (дня|дней)').test(question),
  asksForItinerary: (question) => /маршрут|программ|спланир|планир/iu.test(question),
  mentionsMuseum: (question) => /лувр|музе|зал|галере/iu.test(question),
  museumWord: /(?<![\p{L}\p{N}])музе(?:й|я|е|ю|ем|и|ев|ям|ями|ях)(?![\p{L}\p{N}])/giu,
  asksOpeningTimes: (question) =>
    openingTimes(question, {
      openOrClosed: /открыт|открыва|закрыт|закрыва|работает|работают|часы работы|режим работы|выходн/iu,
      past: /открылся|открыли|открыл|открылась|впервые|году|истори|\d{4}/iu,
      day: /понедельник|вторник|сред[аыуе]|четверг|пятниц|суббот|воскресень|день|дни|дня|дням|выходн|праздник|сегодня|завтра|рождеств|новый год|новогод|1 мая/iu,
      closed: words('закрыт|закрыта|закрыто|закрыты'),
      time: /сколько|час|время|времени|допоздна|вечер/iu,
    }),
  namesLouvre: (question) => /лувр/iu.test(question),
  louvre: 'Лувр',
  asksForecast: (question) =>
    /погод|прогноз|дожд|снег|температур/iu.test(question) &&
    /сегодня|завтра|вечером|на неделе|на выходных|прогноз/iu.test(question),
  refersBack: (question) =>
    words('он|она|оно|они|его|её|ее|их|него|неё|нее|нём|нем|ней|там|этот|эта|это|эту').test(question),
  cannotPlanTrip: (place) =>
    place
      ? `Спланировать для вас поездку по направлению «${place}» я не могу: я знаю десять шедевров Лувра, сам музей и места на карте ArtVoyage. Вот что я знаю об этом месте. Чтобы спланировать дни путешествия, воспользуйтесь разделом «Мои маршруты»: он составляет поездку, вдохновлённую произведением искусства.`
      : 'Я не могу спланировать для вас эту поездку: я знаю десять шедевров Лувра, сам музей и места на карте ArtVoyage. Чтобы спланировать дни путешествия, воспользуйтесь разделом «Мои маршруты»: он составляет поездку, вдохновлённую произведением искусства.',
};

export const expertLanguages: Readonly<Record<ChatLanguage, ExpertLanguage>> = {
  en: english,
  fr: french,
  ru: russian,
};
