import type { AiChatRequest } from '@artvoyage/contract';
import { stemmer as frenchStemmer } from '@orama/stemmers/french';
import { stemmer as russianStemmer } from '@orama/stemmers/russian';
import { stopwords as frenchSnowballStops } from '@orama/stopwords/french';
import { stopwords as russianSnowballStops } from '@orama/stopwords/russian';

/*
 * How questions and passages are cut into search terms, in each language the expert reads: lower
 * case, accents folded for matching (Géricault and Gericault meet; the passages keep their accents),
 * the little words of a question dropped so that only what it is about is searched for, and each word
 * reduced to its stem (French and Russian by the Snowball stemmers: "peinte" and "peint", "Ники" and
 * "Ника" meet; English keeps its light plural trimming, which the answers were tuned with).
 */

export type ChatLanguage = NonNullable<AiChatRequest['language']>;

/** Folds accents and case: 'Géricault' -> 'gericault'. Cyrillic is left whole (й is not и), ё -> е. */
export function foldText(text: string): string {
  return withoutAccents(text.toLowerCase());
}

/**
 * Text with its Latin accents dropped and ё read as е, case kept; other Cyrillic letters stay whole
 * (й is not и).
 */
export function withoutAccents(text: string): string {
  return text
    .replace(/ё/g, 'е')
    .replace(/Ё/g, 'Е')
    .normalize('NFD')
    .replace(/(?<=[^\u0400-\u04ff])\p{M}+/gu, '')
    .normalize('NFC');
}

const englishStops = new Set(
  (
    'a about above after again all also am an and any are as at be been before being between both but by ' +
    'can could did do does doing done during each even ever every few for from further get give go had ' +
    'has have having he her here hers him his how i if in into is it its just know let like me might ' +
    'more most much must my no nor not now of off on once one only or other our ours out over own please ' +
    'same she should so some such tell than that the their theirs them then there these they this those ' +
    'through to too under until up us very want was we were what when where which while who whom whose ' +
    'why will with would you your yours yourself thing things anything something really quite many ' +
    // A request's wording, not its subject: "Can you recommend a good smartphone?" is about a smartphone.
    'recommend suggest good ' +
    // The typos of "where", which the question's kind already reads, and a preposition.
    'wher whre wehre near ' +
    // Words typed on a phone without their apostrophe, and fillers of a chat message.
    'im ive id dont cant wont isnt arent doesnt ur pls plz thx thanks gonna wanna got gotten ' +
    'somewhere anywhere else recently lately ' +
    // Words that stress a question without saying what it asks ("how big is it actually").
    'actually basically literally honestly anyway'
  ).split(' '),
);

/** Snowball's French list, folded, and the words of a question or a request. */
const frenchStops = new Set(
  [
    ...frenchSnowballStops,
    ...(
      'quel quelle quels quelles quoi pourquoi comment combien quand ou est-ce parlez parle dites dis ' +
      'racontez moi toi peut peux pouvez puis-je faut-il faut il y a ai fait faire tres plus aussi bien ' +
      'tout tous toute toutes cela ca chose choses savoir sais voudrais veux aimerais pourriez ' +
      'recommander recommandez conseillez suggerer suggerez bon bonne svp stp merci propos propose ' +
      'proposez proposer fera feront ferait sera seront ' +
      // Prepositions and adverbs Snowball's list lacks, as the English list has them ("a taxi from the
      // airport"); not "entre" nor "durant", whose stems are those of "entrée" and "dure".
      'depuis pendant avant apres vers chez sous contre jusqu lorsque dont selon parmi voici voila ' +
      'comme donc alors la encore deja toujours pres puis ' +
      // Words that stress a question without saying what it asks (« elle mesure combien, vraiment ? »).
      'vraiment reellement franchement'
    ).split(' '),
  ].map(foldText),
);

/** Snowball's Russian list, without its few words of meaning, and the words of a question or request. */
const russianStops = new Set(
  [
    ...russianSnowballStops.filter((word) => !['жизнь', 'человек', 'два', 'три', 'один'].includes(word)),
    ...(
      'расскажите расскажи скажите скажи подскажите пожалуйста какой какая какое какие каков какова ' +
      'каково каковы почему сколько это эта этот эти мой моя мои ваш ваша можете могу хочу хотел ' +
      'хотела знаете посоветуйте посоветуй порекомендуйте хороший хорошую спасибо возле около нужно ' +
      // "У кого учился…": whom, asked as "who" is.
      'кого кому ' +
      // Going and asking for advice say how a visitor asks, not what about.
      'иду идем идём пойду пойдем пойдём посоветуете посоветовать порекомендуете ' +
      // Words that stress a question without saying what it asks («а какого она вообще размера»).
      'вообще собственно реально действительно'
    ).split(' '),
  ].map(foldText),
);

const cyrillic = /\p{Script=Cyrillic}/u;

export interface TermRules {
  /** One search term, or null for a word that carries no meaning on its own. */
  readonly processTerm: (term: string) => string | null;
  /** A text with its set phrases made of little words put in a word that says what they ask. */
  readonly rephrase: (text: string) => string;
}

function englishTerm(term: string): string | null {
  let word = foldText(term).replace(/['’]s$/, '');
  if (word.length < 2 || englishStops.has(word)) return null;
  // Plurals: 'paintings' -> 'painting', 'tours' -> 'tour'; not 'glass', 'venus', 'medusa'.
  if (word.length > 4 && word.endsWith('s') && !/(ss|us|is|os)$/.test(word)) word = word.slice(0, -1);
  return word;
}

/**
 * A term of a French or Russian text: a word of the other alphabet (a Latin name in a Russian
 * question, say) is folded but not stemmed, as the language's stemmer would only mangle it.
 */
function stemmedTerm(
  stops: ReadonlySet<string>,
  stem: (word: string) => string,
  ownAlphabet: (word: string) => boolean,
  respell: (word: string) => string = (word) => word,
) {
  return (term: string): string | null => {
    const word = foldText(term);
    if (word.length < 2 || stops.has(word)) return null;
    if (!ownAlphabet(word)) return word;
    const stemmed = stem(respell(word));
    // "каком" stems to "как": a little word in another case is still a little word.
    if (stops.has(stemmed)) return null;
    return stemmed.length >= 2 ? stemmed : word;
  };
}

/**
 * Russian verbs in -тся and -ться sound alike and are often typed -ца ("находица"): all three are
 * written -ца before stemming, in questions and passages alike, so that they meet.
 */
const russianRespelling = (word: string) => word.replace(/ть?с[яа]$/u, 'ца');

/**
 * Words a visitor uses for what the passages say in other words, or in a form the stemmer does not
 * bring together ("shut" and "closed"; "ouvre" and "ouverture"; "открывается" and "открыт"): each
 * group's words become its first word's term, in questions and passages alike.
 */
const synonyms: Readonly<Record<ChatLanguage, readonly (readonly string[])[]>> = {
  en: [
    ['closed', 'shut', 'shuts'],
    ['largest', 'biggest'],
    // A visitor asks for the closest metro stop, the passages name the nearest station.
    ['nearest', 'closest'],
    ['station', 'stop'],
    ['photo', 'photos', 'photograph', 'photographs', 'photography', 'picture', 'pictures'],
    // The passages speak of bags; a visitor carries a backpack.
    ['bags', 'bag', 'backpack', 'backpacks', 'rucksack', 'rucksacks', 'handbag', 'handbags'],
    // "The upside-down pyramid" is the inverted one.
    ['inverted', 'upside'],
    // Found: a visitor asks who dug a statue up or unearthed it.
    ['found', 'dug', 'unearthed', 'excavated'],
  ],
  fr: [
    ['ouvert', 'ouvre', 'ouvrent', 'ouverture', 'ouvertures'],
    ['fermé', 'fermée', 'ferment', 'fermeture', 'fermetures'],
    ['photo', 'photos', 'photographie', 'photographies', 'photographier'],
    // Born: "né" folds to "ne", a little word, so its forms are read before folding (see withSynonyms).
    ['naissance', 'né', 'née', 'nés', 'nées', 'naquit', 'naître'],
    // Died: the passages tell a life in the past historic ("il mourut"), a visitor asks "est-il mort".
    ['mort', 'morte', 'mourut', 'mourir', 'meurt', 'décès', 'décédé', 'décédée'],
    // Posed: the passages tell it in the past historic (« posa »), a visitor asks « a posé ».
    ['posa', 'posé', 'posée', 'posés', 'poser', 'posait', 'posèrent'],
    // Stolen: the stemmer leaves « volée » apart from « vol » and « volé ».
    ['vol', 'volé', 'volée', 'volés', 'volées', 'voler', 'vola', 'dérobé', 'dérobée'],
    // « La pyramide à l’envers » est la pyramide inversée.
    ['inversée', 'inversé', 'envers'],
    // Trouvée, découverte, déterrée, exhumée : le même fait dit autrement.
    ['découvert', 'découverte', 'déterré', 'déterrée', 'déterrer', 'exhumé', 'exhumée'],
    // « Sous verre » : les passages disent « une vitre ».
    ['vitre', 'vitres', 'verre'],
  ],
  ru: [
    ['открыт', 'открыта', 'открыто', 'открыты', 'открытие', 'открывается', 'открываются', 'открывают'],
    ['закрыт', 'закрыта', 'закрыто', 'закрыты', 'закрытие', 'закрывается', 'закрываются', 'закрывают'],
    // The stemmer leaves "день" and "дни" apart (the vowel drops).
    ['день', 'дни', 'дня', 'дней', 'дням', 'днём', 'днями', 'днях'],
    ['фото', 'фотографии', 'фотографию', 'фотографировать', 'фотографироваться', 'фотосъёмка', 'съёмка'],
    // The passages speak of bags; a visitor carries a backpack.
    ['сумка', 'рюкзак'],
    // Found: the stemmer leaves the past forms apart ("нашли", "нашёл"), and "обнаружили" says it too.
    [
      'нашли',
      'нашёл',
      'нашла',
      'найдена',
      'найден',
      'найдены',
      'обнаружили',
      'обнаружил',
      'обнаружена',
      'обнаружен',
      // "Кто откопал…": нашли при раскопках.
      'откопал',
      'откопали',
      'откопана',
      'раскопал',
      'раскопали',
    ],
  ],
};

/**
 * A language's term rule, with each word of a synonym group taken for the group's first word. A word
 * the rule drops as a little word once folded ("né", which folds to the "ne" of a negation) is
 * recognised as written, accents and all.
 */
export function withSynonyms(
  processTerm: (term: string) => string | null,
  groups: readonly (readonly string[])[],
): (term: string) => string | null {
  const canonical = new Map<string, string>();
  const asWritten = new Map<string, string>();
  for (const [first, ...others] of groups) {
    const target = first === undefined ? null : processTerm(first);
    if (target === null) continue;
    for (const word of others) {
      const term = processTerm(word);
      if (term !== null) canonical.set(term, target);
      else asWritten.set(word.toLowerCase(), target);
    }
  }
  return (term) => {
    const written = asWritten.get(term.toLowerCase());
    if (written !== undefined) return written;
    const processed = processTerm(term);
    return processed === null ? null : (canonical.get(processed) ?? processed);
  };
}

/**
 * "Во сколько открывается Лувр?" asks the time with little words only, which the search drops: the
 * phrase is read as the word for hours, as "what time" and "à quelle heure" say it with a word.
 */
const russianPhrases = (text: string) =>
  text.replace(/(?<![\p{L}\p{N}])во сколько(?![\p{L}\p{N}])/giu, 'во сколько часы');

const unchanged = (text: string) => text;

export const termRules: Readonly<Record<ChatLanguage, TermRules>> = {
  en: { processTerm: withSynonyms(englishTerm, synonyms.en), rephrase: unchanged },
  // French is folded before stemming, so that "Méduse" and "Meduse" (typed without accents) meet.
  fr: {
    processTerm: withSynonyms(
      stemmedTerm(frenchStops, frenchStemmer, (word) => !cyrillic.test(word)),
      synonyms.fr,
    ),
    rephrase: unchanged,
  },
  ru: {
    processTerm: withSynonyms(
      stemmedTerm(russianStops, russianStemmer, (word) => cyrillic.test(word), russianRespelling),
      synonyms.ru,
    ),
    rephrase: russianPhrases,
  },
};

/**
 * The words of a question. English keeps an apostrophe inside a word, so that "Cupid’s" is one word
 * whose possessive is trimmed; in French and Russian it splits words as the index does ("l’Amour").
 */
export function wordsOf(text: string, language: ChatLanguage = 'en'): string[] {
  const separator = language === 'en' ? /[^\p{L}\p{N}'’]+/u : /[^\p{L}\p{N}]+/u;
  return text.split(separator).filter(Boolean);
}

/** The meaningful terms of a text, in order, without repeats. */
export function contentTerms(text: string, language: ChatLanguage = 'en'): string[] {
  const { processTerm, rephrase } = termRules[language];
  const terms = wordsOf(rephrase(text), language)
    .map(processTerm)
    .filter((term): term is string => term !== null);
  return [...new Set(terms)];
}

/** The English rule, for callers that search the English knowledge base. */
export const processTerm = termRules.en.processTerm;
