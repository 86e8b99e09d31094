import { describe, expect, it } from 'vitest';
import { factMismatches, textsIn } from '../i18n/facts';
import { englishPacks, translatedPacks, type ContentPackName, type ContentPacks } from '../i18n/packs';
import { translatedLocales, type TranslatedLocale } from '../i18n/translations';
import { quizPathsKeptInEnglish } from './quizzes-kept-in-english';

/**
 * Texts whose numbers differ from the English on purpose, by pack and path, each with its reason.
 * Keep this list short: a number that changes in translation is usually a mistake.
 */
const factExceptions: { readonly [P in ContentPackName]?: Readonly<Record<string, string>> } = {
  quizzes: {
    'quizzes.famous-artworks-quiz.questions.artworks-44.explanation':
      'the exhibition «0,10»: the English writes 0.10, which the reader takes for a clock time',
  },
};

/**
 * Texts left in English on purpose (a quoted title, a proper name), by pack and path; a `*` stands for
 * an item's id in a path.
 */
const keptInEnglish: { readonly [P in ContentPackName]?: Readonly<Record<string, string>> } = {
  artworks: {
    'artworks.liberty-leading.artist': 'Eugène Delacroix is spelt the same in French',
    'artworks.coronation-napoleon.artist': 'Jacques-Louis David is spelt the same in French',
    'artworks.raft-medusa.artist': 'Théodore Géricault is spelt the same in French',
    'artworks.psyche-cupid.artist': 'Antonio Canova is spelt the same in French',
  },
  places: {
    'destinations.paris.name': 'Paris is Paris in French',
    'destinations.paris.country': 'France is France in French',
    'destinations.rome.name': 'Rome is Rome in French',
    'destinations.florence.name': 'Florence is Florence in French',
    'destinations.amsterdam.name': 'Amsterdam is Amsterdam in French',
    'destinations.madrid.name': 'Madrid is Madrid in French',
    'destinations.berlin.name': 'Berlin is Berlin in French',
    'destinations.prague.name': 'Prague is Prague in French',
    'destinations.istanbul.name': 'Istanbul is Istanbul in French',
    'landmarks.notre-dame-paris.name': 'a French name, used as it is in English',
    'landmarks.musee-d-orsay.name': 'a French name, used as it is in English',
    'landmarks.sainte-chapelle.name': 'a French name, used as it is in English',
    'landmarks.pantheon-paris.name': 'a French name, used as it is in English',
    'landmarks.musee-de-l-orangerie.name': 'a French name, used as it is in English',
    'landmarks.ponte-vecchio.name': 'the Italian name, which French guides keep too',
    'landmarks.palazzo-vecchio.name': 'the Italian name, which French guides keep too',
    'landmarks.piazzale-michelangelo.name': 'the Italian name, which French guides keep too',
    'landmarks.khan-el-khalili.name': 'the bazaar’s own name, in French as in English',
    'landmarks.rijksmuseum.name': 'the Dutch name, which French guides keep too',
    'landmarks.british-museum.name': 'the museum’s own name, which French keeps',
    'landmarks.national-gallery.name': 'the museum’s own name, which French keeps',
    'landmarks.tower-bridge.name': 'the bridge’s own name, which French keeps',
    'landmarks.kunsthistorisches-museum.name': 'the German name, which French guides keep too',
    'landmarks.sagrada-familia.name': 'the Catalan name, which French keeps',
  },
  social: {
    'samplePosts.*.locationName': 'place names French writes as English does (Pont des Arts, Paris)',
  },
  games: {
    'catalogue.famous-artworks-quiz.category': '"Art" is the French word too',
    'statements.tf-pyramid-eiffel.category': '"Architecture" is the French word too',
    'matching.*.left': 'artists’ names that French writes as English does (Claude Monet)',
    'guess.*.artist': 'artists’ names that French writes as English does (Eugène Delacroix)',
    'masterpieces.*.artist': 'artists’ names that French writes as English does (Gustav Klimt)',
    'matching.match-picasso.right': 'Guernica, the town’s name, is the title in French',
    'masterpieces.Guernica.title': 'Guernica, the town’s name, is the title in French',
    'masterpieces.David.title': 'David is the statue’s name in French',
    'masterpieces.Olympia.title': 'Olympia is the title in French',
    'masterpieces.American Gothic.title': 'French calls Grant Wood’s painting by its English title',
    'masterpieces.Broadway Boogie Woogie.title': 'Mondrian’s title is the same in French',
    'masterpieces.Les Demoiselles d’Avignon.title': 'a French title in English already',
    'masterpieces.Le Déjeuner sur l’herbe.title': 'a French title in English already',
    'masterpieces.Bal du moulin de la Galette.title': 'a French title in English already',
    'guess.guess-mona-lisa.options[1]': 'La Belle Ferronnière is a French title in English already',
    'movements.Renaissance.name': 'the same word in French',
    'movements.Baroque.name': 'the same word in French',
    'movements.Rococo.name': 'the same word in French',
    'movements.Dada.name': 'the movement’s own name, in every language',
    'movements.De Stijl.name': 'the movement’s own (Dutch) name, in French too',
  },
};

/** The same, for one language only: names that French writes as English does (Pierre Lescot), say. */
const keptInEnglishIn: {
  readonly [L in TranslatedLocale]: { readonly [P in ContentPackName]?: Readonly<Record<string, string>> };
} = {
  fr: { quizzes: quizPathsKeptInEnglish('fr') },
  ru: { quizzes: quizPathsKeptInEnglish('ru') },
};

/** Whether a path is listed in `kept`, exactly or by a pattern. */
function isKept(path: string, kept: Readonly<Record<string, string>>): boolean {
  return Object.keys(kept).some((pattern) => {
    // An id may hold a dot itself ('… Black No. 1'), so `*` is any run of characters.
    const steps = pattern.split('*').map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
    return new RegExp(`^${steps.join('.+')}$`).test(path);
  });
}

/** A text without a letter (a year such as "1830", a span "1562–1563") reads the same in every language. */
const hasWords = (text: string) => /\p{L}/u.test(text);

/**
 * The part of a pack that follows the English, for a pack whose shape differs by language on purpose:
 * each language's crossword is a grid of its own words (games/crossword.test.ts checks each grid), so
 * only its title and description are a translation; an itinerary name's grammar (a French feminine
 * title's own wording, the article a title lacks) exists only where the language needs it.
 */
const comparedPart: { readonly [P in ContentPackName]?: (pack: ContentPacks[P]) => unknown } = {
  crossword: ({ title, description }) => ({ title, description }),
  itineraries: ({ nameFormatByLocation: _ownWording, artworkInName: _articles, ...translation }) =>
    translation,
};

function compared<P extends ContentPackName>(name: P, pack: ContentPacks[P]): unknown {
  const part = comparedPart[name] as ((pack: ContentPacks[P]) => unknown) | undefined;
  return part ? part(pack) : pack;
}

const packNames = Object.keys(englishPacks) as ContentPackName[];

describe.each(translatedLocales)('the %s content', (locale) => {
  it.each(packNames)('%s has every text of the English, and no other', (name) => {
    const english = textsIn(compared(name, englishPacks[name])).map(([path]) => path);
    const translated = textsIn(compared(name, translatedPacks[locale][name])).map(([path]) => path);
    expect(translated.sort()).toEqual(english.sort());
  });

  it.each(packNames)('%s keeps every number of the English', (name) => {
    const exceptions = Object.keys(factExceptions[name] ?? {});
    const english = compared(name, englishPacks[name]);
    const translated = compared(name, translatedPacks[locale][name]);
    expect(factMismatches(english, translated, locale, exceptions)).toEqual([]);
  });

  it.each(packNames)('%s is translated: no text is left in English unless listed', (name) => {
    const source = new Map(textsIn(compared(name, englishPacks[name])));
    const kept = { ...keptInEnglish[name], ...keptInEnglishIn[locale][name] };
    const untranslated = textsIn(compared(name, translatedPacks[locale][name]))
      .filter(
        ([path, text]) =>
          text.length > 3 && hasWords(text) && text === source.get(path) && !isKept(path, kept),
      )
      .map(([path]) => path);
    expect(untranslated).toEqual([]);
  });

  it.each(packNames)('%s has no empty text', (name) => {
    const empty = textsIn(translatedPacks[locale][name]).filter(([, text]) => text.trim() === '');
    expect(empty).toEqual([]);
  });
});
