import type { ArtworkId } from '@artvoyage/contract';
import { artworkIds, gameIds } from '@artvoyage/contract/constants';
import type { TranslatedLocale } from '../i18n/translations';
import { translatedPacks } from '../i18n/packs';
import type { GamesPack } from '../games/texts';
import type { QuizzesPack } from '../games/quiz-texts';
import type { PlacesPack } from '../places/texts';
import type { ToursPack } from '../tours-texts';
import { tours } from '../tours';
import { artHistoryPassages } from './art-history';
import { artistEntries, artistPassages } from './artists';
import { artworkPassages } from './artworks';
import { knowledgePassages } from './english';
import { builtOnce } from './lazy';
import { gamePassages, gamePassagesFrom } from './games';
import frenchKnowledge from './fr/index';
import { museumPassages } from './museum';
import { placePassagesFrom } from './places';
import { roomPassages } from './rooms';
import { artworkPath, gamePath, links, tourPath } from './routes';
import russianKnowledge from './ru/index';
import { slug } from './text';
import { tourPassages } from './tours';
import type { KnowledgeTranslation, WrittenTexts } from './translation';
import type { KnowledgePassage } from './types';
import { visitPassages } from './visit';

/** The knowledge base of each language other than English. */
export const knowledgeTranslations: { readonly [L in TranslatedLocale]: KnowledgeTranslation } = {
  fr: frenchKnowledge,
  ru: russianKnowledge,
};

/**
 * The content packs the knowledge base derives passages from, when a language has them: the places
 * pack is picked up as soon as it is registered in ContentPacks, with no change here.
 */
interface SourcePacks {
  readonly tours: ToursPack;
  readonly places?: PlacesPack;
  readonly games?: GamesPack;
  readonly quizzes?: QuizzesPack;
}

/** The ids of the passages the English knowledge base keeps, once its duplicates are left out. */
const englishIds = builtOnce(() => new Set(knowledgePassages().map((passage) => passage.id)));
const keptInEnglish = (passages: readonly KnowledgePassage[]) =>
  passages.filter((passage) => englishIds().has(passage.id));

/** The label of every page a passage links to, by path, in a language. */
export function linkLabels(
  translation: KnowledgeTranslation,
  toursPack: ToursPack,
): ReadonlyMap<string, string> {
  const labels = new Map<string, string>();
  for (const [key, link] of Object.entries(links)) {
    labels.set(link.path, translation.pages[key as keyof typeof links]);
  }
  for (const id of artworkIds) labels.set(artworkPath(id), translation.artworks[id].title);
  for (const tour of tours)
    labels.set(tourPath(tour.id), translation.tours.title(toursPack.tours[tour.id].name));
  for (const id of gameIds) labels.set(gamePath(id), translation.games[id]);
  return labels;
}

/**
 * The English passages with the texts of a translation, by id; a passage without a translation is
 * left out (knowledge.test.ts makes sure there is none).
 */
function translated(
  english: readonly KnowledgePassage[],
  texts: ReadonlyMap<string, WrittenTexts>,
  labels: ReadonlyMap<string, string>,
): KnowledgePassage[] {
  return english.flatMap((passage) => {
    const own = texts.get(passage.id);
    if (!own) return [];
    const { keywords: _english, link, ...rest } = passage;
    return [
      {
        ...rest,
        title: own.title,
        text: own.text,
        ...(own.keywords && { keywords: own.keywords }),
        ...(link && { link: { label: labels.get(link.path) ?? link.label, path: link.path } }),
      },
    ];
  });
}

/** An artwork's texts by passage id: 'artwork:mona-lisa:history-2' is its second history text. */
function artworkTexts(translation: KnowledgeTranslation): Map<string, WrittenTexts> {
  const texts = new Map<string, WrittenTexts>();
  for (const id of artworkIds) {
    const own = translation.artworks[id];
    const add = (part: string, text: string | undefined, keywords?: readonly string[]) => {
      if (text !== undefined)
        texts.set(`artwork:${id}:${part}`, { title: own.title, text, ...(keywords && { keywords }) });
    };
    add('summary', own.summary, own.keywords);
    add('location', own.location, own.keywords);
    add('fame', own.fame, translation.fameKeywords);
    own.history.forEach((text, index) => add(`history-${index + 1}`, text));
    own.facts.forEach((text, index) => add(`fact-${index + 1}`, text));
    // One visit passage is 'visit', several are 'visit-1', 'visit-2'...
    own.visit.forEach((text, index, all) => add(all.length === 1 ? 'visit' : `visit-${index + 1}`, text));
  }
  return texts;
}

function artistTexts(translation: KnowledgeTranslation): Map<string, WrittenTexts> {
  const texts = new Map<string, WrittenTexts>();
  for (const id of Object.keys(artistEntries) as ArtworkId[]) {
    const own = translation.artists[id];
    for (const [part, text] of Object.entries(own.passages as Record<string, string>)) {
      texts.set(`artist:${slug(artistEntries[id].name)}:${part}`, {
        title: own.name,
        text,
        keywords: own.keywords,
      });
    }
  }
  return texts;
}

/** The texts of passages derived in a language, by id. */
function textsOf(passages: readonly KnowledgePassage[]): Map<string, WrittenTexts> {
  return new Map(
    passages.map(({ id, title, text, keywords }) => [id, { title, text, ...(keywords && { keywords }) }]),
  );
}

function writtenTexts(
  topic: string,
  entries: Readonly<Record<string, WrittenTexts>>,
): Map<string, WrittenTexts> {
  return new Map(Object.entries(entries).map(([key, texts]) => [`${topic}:${key}`, texts]));
}

function tourTexts(translation: KnowledgeTranslation, toursPack: ToursPack): Map<string, WrittenTexts> {
  const own = translation.tours;
  const texts = new Map<string, WrittenTexts>([
    ['tour:overview', own.overview],
    ['tour:time-guide', own.timeGuide],
  ]);
  for (const tour of tours) {
    const { name, description } = toursPack.tours[tour.id];
    const base = { title: own.title(name), keywords: [name, ...own.keywords] };
    texts.set(`tour:${tour.id}:description`, { ...base, text: `${own.descriptionLead(name)}${description}` });
    texts.set(`tour:${tour.id}:stops`, { ...base, text: own.tours[tour.id].stops });
    texts.set(`tour:${tour.id}:where`, { ...base, text: own.tours[tour.id].where });
  }
  return texts;
}

/** The knowledge base of a language other than English, built once per language. */
function buildKnowledge(locale: TranslatedLocale): readonly KnowledgePassage[] {
  const translation = knowledgeTranslations[locale];
  const packs: SourcePacks = translatedPacks[locale];
  const labels = linkLabels(translation, packs.tours);
  const own = (english: readonly KnowledgePassage[], texts: ReadonlyMap<string, WrittenTexts>) =>
    translated(english, texts, labels);
  const mapLink = { label: translation.pages.map, path: links.map.path };
  // Place and game passages follow the English choice of duplicates, so every language has the same.
  const places = packs.places ? placePassagesFrom(packs.places, translation.places, mapLink) : [];
  const games =
    packs.games && packs.quizzes
      ? own(keptInEnglish(gamePassages()), textsOf(gamePassagesFrom(packs, translation.gamePhrases)))
      : [];
  return [
    ...own(artworkPassages, artworkTexts(translation)),
    ...own(tourPassages, tourTexts(translation, packs.tours)),
    ...own(artistPassages, artistTexts(translation)),
    ...own(museumPassages, writtenTexts('museum', translation.museum)),
    ...own(roomPassages, writtenTexts('museum', translation.rooms)),
    ...own(visitPassages, writtenTexts('visit', translation.visit)),
    ...own(artHistoryPassages, writtenTexts('art-history', translation.artHistory)),
    ...keptInEnglish(places),
    ...games,
  ];
}

const built = new Map<TranslatedLocale, readonly KnowledgePassage[]>();

/** The passages of the knowledge base in a language other than English. */
export function translatedKnowledge(locale: TranslatedLocale): readonly KnowledgePassage[] {
  let passages = built.get(locale);
  if (!passages) {
    passages = buildKnowledge(locale);
    built.set(locale, passages);
  }
  return passages;
}
