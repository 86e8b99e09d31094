import type { KnowledgeLanguage } from './types';

/**
 * Other ways visitors ask for what a passage says, in each language of the knowledge base: the words
 * of a question that shares none with the passage's text ("Why has the Raft gone so dark?" for a
 * passage on bitumen that "darkened"; "who was his teacher?" for one on the workshop he trained in).
 * The expert indexes them beside the passage, weighing less than its title and its names, so they
 * help find the passage without standing in for what it says. They are never shown.
 *
 * Each entry names every language: a missing one is a compile error, as elsewhere in the content.
 */
export type PassageAliases = Readonly<Record<KnowledgeLanguage, readonly string[]>>;

export const passageAliases: Readonly<Record<string, PassageAliases>> = {
  'artwork:mona-lisa:fact-5': {
    en: ['lent abroad', 'loan', 'loaned', 'exhibited abroad', 'travelled abroad'],
    fr: ['prêtée', 'prêt', 'étranger', 'exposée à l’étranger', 'voyagé'],
    ru: ['вывозили', 'за границу', 'за рубеж', 'выставлялась за границей', 'путешествовала'],
  },
  'artwork:mona-lisa:summary': {
    en: ['model', 'sat for', 'sitter'],
    fr: ['modèle', 'a posé'],
    ru: ['модель', 'позировала'],
  },
  'artwork:mona-lisa:fact-3': {
    en: ['behind glass', 'glass case', 'bulletproof', 'protected'],
    fr: ['sous verre', 'vitre', 'pare-balles', 'protégée'],
    ru: ['под стеклом', 'висит под стеклом', 'пуленепробиваемое', 'защищена'],
  },
  'artwork:venus-de-milo:fact-3': {
    en: ['jewelry', 'jewels', 'ornaments', 'wore'],
    fr: ['bijoux', 'parure', 'portait'],
    ru: ['украшения', 'драгоценности', 'носила'],
  },
  'artwork:winged-victory:history-1': {
    en: ['found', 'dug up', 'unearthed', 'who found'],
    fr: ['trouvée', 'déterrée', 'mise au jour', 'qui l’a trouvée'],
    ru: ['нашли', 'откопал', 'откопали', 'кто нашёл'],
  },
  'artwork:winged-victory:fact-2': {
    en: ['her hand', 'fingers'],
    fr: ['sa main', 'doigts'],
    ru: ['рука', 'руку', 'пальцы'],
  },
  'artwork:wedding-feast:fact-5': {
    en: ['copy in Venice', 'still in Venice', 'replica', 'reproduction'],
    fr: ['copie', 'encore à Venise', 'réplique', 'reproduction'],
    ru: ['копия', 'сейчас в Венеции', 'реплика', 'репродукция'],
  },
  'artwork:coronation-napoleon:fact-4': {
    en: ['self-portrait', 'painted himself', 'put himself in'],
    fr: ['autoportrait', 's’est peint lui-même', 'lui-même'],
    ru: ['автопортрет', 'изобразил себя', 'изобразил сам себя'],
  },
  'artwork:raft-medusa:fact-4': {
    en: ['little ship', 'boat', 'vessel', 'rescue'],
    fr: ['petit bateau', 'bateau', 'navire', 'sauvetage'],
    ru: ['кораблик', 'корабль', 'судно', 'спасение'],
  },
  'artwork:raft-medusa:fact-5': {
    en: ['dark', 'darker', 'gone dark', 'blackened'],
    fr: ['sombre', 'noirci', 'assombri'],
    ru: ['темный', 'тёмный', 'потемнел', 'почернел'],
  },
  'artwork:michelangelo-slaves:fact-2': {
    en: ['unfinished', 'did not finish', 'never finished', 'stopped', 'abandoned'],
    fr: ['inachevé', 'pas terminé', 'terminé', 'abandonné'],
    ru: ['не закончил', 'незаконченный', 'закончил', 'бросил'],
  },
  'artist:leonardo-da-vinci:training': {
    en: ['teacher', 'master', 'apprentice', 'taught', 'studied under'],
    fr: ['maître', 'professeur', 'apprenti', 'élève'],
    ru: ['учитель', 'учился', 'ученик', 'наставник'],
  },
  'artist:paolo-veronese:inquisition': {
    en: ['trouble', 'trial', 'accused', 'heresy'],
    fr: ['ennuis', 'procès', 'accusé', 'affaire'],
    ru: ['вызывали', 'суд', 'обвинение', 'допрос'],
  },
  'artist:jacques-louis-david:pupils': {
    en: ['trained in his studio', 'students', 'studio', 'school'],
    fr: ['formés', 'étudiants', 'atelier', 'école'],
    ru: ['учились', 'студенты', 'мастерская', 'школа'],
  },
  'tour:time-guide': {
    en: ['pick', 'choose'],
    fr: ['choisir', 'choix'],
    ru: ['выбрать', 'выбор'],
  },
  'visit:crowds': {
    en: ['quietest', 'quiet', 'least busy', 'fewest people', 'empty', 'best time'],
    fr: ['calme', 'moins de monde', 'heure creuse', 'meilleur moment'],
    ru: ['меньше всего народу', 'мало людей', 'тихо', 'лучшее время'],
  },
};

/** A passage's alternative phrasings in one language, or none. */
export function aliasesOf(id: string, language: KnowledgeLanguage): readonly string[] {
  return passageAliases[id]?.[language] ?? [];
}
