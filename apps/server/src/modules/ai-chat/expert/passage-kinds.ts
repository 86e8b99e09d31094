import type { KnowledgePassage } from '@artvoyage/content/knowledge';
import type { Attribute, AttributeWords } from './attributes';
import type { RetrievedPassage } from './retrieval';

/*
 * What a passage is, read from its id and fields: which subject it is on, which part of an artwork it
 * tells, and whether it is made of the games.
 */

/**
 * A quiz passage's title is its question, so it echoes the words of any question asked the same way
 * ("In what year did the Louvre first open…" and the quiz's "Under what name did the Louvre first
 * open…") and outscores the written passage that answers: quiz passages count for less, and lead when
 * no other passage matches as well. Statements of the games (true or false, timeline) are facts, and
 * count fully.
 */
export const quizBoost = 0.4;
export const quizQuestion = /^game:(louvre|artworks|artists)-\d+$/;
/** Passages made of the games, which the written passages go before on a tie. */
const derivedFromGames = /^game:/;

export const fromGame = (item: RetrievedPassage) => (derivedFromGames.test(item.passage.id) ? 1 : 0);

/** Passages about the same artwork, or else with the same title (a landmark's three passages). */
export const subject = (item: RetrievedPassage) => item.passage.artworkId ?? item.passage.title;

export const partOf = (item: RetrievedPassage) => /:([a-z]+)(-\d+)?$/.exec(item.passage.id)?.[1];

/** The subject of a passage (see `subject`). */
export const subjectOf = (passage: KnowledgePassage) => passage.artworkId ?? passage.title;

/** Attributes of a person, which only the passages on an artist state (not a sitter's husband). */
export const personAttributes: ReadonlySet<Attribute> = new Set(['family', 'teacher', 'birth', 'death']);

/**
 * Whether a passage states an attribute: its kind may (an artwork's location passage and its visiting
 * tips state where and how to see it, nothing else; a person's life is told only in an artist's
 * passages), and its text or names hold the language's words for it.
 */
export function statesAttribute(
  passage: KnowledgePassage,
  attribute: Attribute,
  words: AttributeWords,
): boolean {
  if (/^artwork:[^:]+:(location|visit(-\d+)?)$/.test(passage.id)) return false;
  if (personAttributes.has(attribute) && passage.topic !== 'artist') return false;
  const evidence = words.evidence[attribute];
  return evidence !== undefined && evidence.test(`${passage.text} ${(passage.keywords ?? []).join(' ; ')}`);
}
