import { type ExpertLanguage, listed, openingTimes } from './expert-language';

const counts =
  '\\d+|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|twenty';

/**
 * A length of stay: "3 days", "a 3-day", "a few days", "ten days", "a week", "two weeks", "a fortnight".
 * Not how often something happens ("open seven days a week") nor when ("a week ago").
 */
const staysDays = new RegExp(
  `\\b(${counts}|several|a few|a couple of)[- ]days?\\b(?!\\s+(a|per|each)\\s+week)`,
  'i',
);
const staysWeeks = new RegExp(
  `(?<!\\b(once|twice|times|days?|hours?)\\s)\\b(a|one|${counts}|a couple of)[- ]weeks?\\b(?!\\s+(ago|before|earlier)\\b)`,
  'i',
);
const countsDays = (question: string) =>
  staysDays.test(question) || staysWeeks.test(question) || /\bfortnight\b/i.test(question);

/** The expert in English: its question classifiers and its own sentences. */
export const english: ExpertLanguage = {
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
    // "Is the Mona Lisa really that good?": a judgement of worth.
    /\breally (that |so )?(good|great|special|amazing)\b/i.test(question) ||
    // "Do you think the Coronation is a good painting?": a judgement asked of the expert.
    /\bdo you (think|find|consider)\b.*\b(good|great|bad|beautiful|ugly|boring|worth|masterpiece)\b/i.test(
      question,
    ) ||
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
  everydayWords: ['parking', 'parked', 'beach', 'vaper'],
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
  attributes: {
    cues: {
      weight: ['weigh*', 'weight*', 'how heavy', 'heavy', 'tons', 'tonnes', 'kilos'],
      price: ['how much', 'cost*', 'price*', 'worth', 'expensive', 'cheap*', 'fee', 'fees'],
      family: [
        'married',
        'marry',
        'wife',
        'wives',
        'husband',
        'children',
        'child',
        'kids',
        'daughter*',
        'sons',
        'spouse',
      ],
      size: [
        'how big',
        'how tall',
        'how high',
        'how wide',
        'how large',
        'size',
        'dimension*',
        'height',
        'width',
        'measure*',
      ],
      material: [
        'made of',
        'made from',
        'carved from',
        'carved out of',
        'material*',
        'what stone',
        'kind of stone',
        'medium',
      ],
      discovery: ['found', 'discover*', 'dug up', 'dig up', 'unearth*', 'excavat*'],
      provenance: [
        'end up',
        'ended up',
        'come to the',
        'came to the',
        'get to the',
        'got to the',
        'arriv*',
        'acquir*',
        'bought',
        'buy',
        'purchas*',
        'obtain*',
      ],
      commission: ['commission*', 'ordered', 'paid for', 'asked for'],
      restoration: ['restor*', 'clean*', 'repair*', 'varnish*'],
      teacher: [
        'taught',
        'teach*',
        'master',
        'apprentic*',
        'trained',
        'train',
        'study under',
        'studied under',
        'studied with',
        'learn*',
      ],
      death: ['die', 'died', 'dies', 'death', 'dead', 'killed', 'buried'],
      birth: ['born', 'birth*'],
      count: ['how many', 'number of'],
    },
    // Lower case where a title or a name would say the word too (“The Death of Marat”, “Joseph-Marie”).
    evidence: {
      weight: /\d\s?(kg|kilos?|kilograms?|tons?|tonnes?)\b/i,
      price: /€|\beuros?\b|\bprices?\b|\bcosts?\b|\bfree\b|\bcharge\b/i,
      family: /\b(married|wife|husband|children|daughters?|sons)\b/,
      size: /\d\s?(cm|m|metres?|meters?|centimet(re|er)s?)\b|\bdimensions\b/i,
      material: /\b(marble|granite|oil|canvas|panel|bronze|plaster|stone|wood|glass|steel)\b/i,
      discovery: /\b(found|discovered|discovery|uncovered|unearthed|excavat\w*|dug)\b/i,
      provenance:
        /\b(acquired|bought|purchased?|gave|given|presented|entered the Louvre|seized|secured|taken to Paris|brought it|removed the painting)\b/i,
      commission: /\b(commission\w*|ordered|collector)\b/i,
      restoration: /\b(restor\w*|clean\w*|varnish)\b/i,
      teacher: /\b(trained|apprenticed|studied|pupils?|workshop|studio)\b/i,
      death: /\b(died|death|dies)\b/,
      birth: /\b[Bb]orn\b/,
    },
    numberWord:
      /^(\d[\d.,]*|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty|forty|fifty|hundred|thousand|dozen)$/,
    notCounted: new Set(['years', 'days', 'hours', 'minutes', 'times', 'time']),
    timeBefore: new Set<string>(),
    countFillers: new Set(['of', 'the', 'different', 'other', 'real']),
  },
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
  asksWho: (question) => /\b(who|whom|by whom)\b/i.test(question),
  asksForTrip: (question) =>
    /\b(trip|holidays?|vacation|journey|travel|weekend)\b/i.test(question) || countsDays(question),
  countsTripDays: (question) => /\bweekend\b/i.test(question) || countsDays(question),
  tellsOfPastJourney: (question) =>
    /\b(travell?ed|journeyed|went|visited|sailed|stayed|voyaged)\b/i.test(question) ||
    // "did Delacroix ever travel", "has Leonardo been to": someone other than the visitor.
    /\b(did|has|had)\s+(?!(i|we|you)\b)([\p{L}’'.-]+\s+){1,4}?(ever\s+)?(travel|go|visit|sail|stay|been)\b/iu.test(
      question,
    ),
  plansOwnTrip: (question) =>
    /\b(i|i’m|i'm|im|i’ve|i've|we|we’re|we're|we’ve|we've|us|my|our|plan|planning|organi[sz]e|sort out|suggest|recommend|itinerar(y|ies)|book)\b/i.test(
      question,
    ),
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
  cannotPlanTrip: (places) =>
    places.length > 0
      ? `I can’t plan a trip to ${listed('en', places)} for you: I know the ten masterpieces of the Louvre, the museum and the places on the ArtVoyage map. Here is what I know about ${listed('en', places)}. To plan days of travel, use My Itineraries, which builds a trip inspired by an artwork.`
      : 'I can’t plan that trip for you: I know the ten masterpieces of the Louvre, the museum and the places on the ArtVoyage map. To plan days of travel, use My Itineraries, which builds a trip inspired by an artwork.',
};
