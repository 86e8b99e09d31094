import type { ArtworkId, GameId } from '@artvoyage/contract';
import {
  artMovements,
  gameCatalogue,
  matchingPairs,
  quizzes,
  timelineEvents,
  trueFalseStatements,
  localizeMatchingPair,
  localizeMovement,
  localizeQuiz,
  localizeStatement,
  localizeTimelineEvent,
  type GamesPack,
  type QuizQuestion,
  type QuizzesPack,
} from '../games/index';
import { artworks } from '../artworks';
import { artworkLink, artworkNames } from './artworks';
import { builtOnce } from './lazy';
import { gamePath } from './routes';
import { capitalise, mentions, sentence, splitSentences, yearText } from './text';
import type { GamePhrases } from './translation';
import type { KnowledgeLink, KnowledgePassage, KnowledgeTopic } from './types';

function gameLink(id: GameId): KnowledgeLink {
  const game = gameCatalogue.find((entry) => entry.id === id);
  return { label: game?.title ?? 'Educational Games', path: gamePath(id) };
}

/**
 * The one artwork of the ten a text is about: the only one its first sentence names, or else the
 * only one it names at all.
 */
function artworkMentioned(text: string): ArtworkId | undefined {
  const named = (part: string) =>
    artworks.filter((artwork) => artworkNames(artwork).some((name) => mentions(part, name)));
  const inFirst = named(splitSentences(text)[0] ?? '');
  if (inFirst.length === 1) return inFirst[0]?.id;
  const found = named(text);
  return found.length === 1 ? found[0]?.id : undefined;
}

/** Links a game passage to the artwork it is about, or else to the game it comes from. */
function linked(text: string, game: GameId): Pick<KnowledgePassage, 'link' | 'artworkId'> {
  const artworkId = artworkMentioned(text);
  const artwork = artworks.find((item) => item.id === artworkId);
  return artwork ? { link: artworkLink(artwork), artworkId: artwork.id } : { link: gameLink(game) };
}

/**
 * A quiz question as a statement. 'Who painted X in 1889?' with the answer 'Vincent van Gogh' becomes
 * 'Vincent van Gogh painted X in 1889.'; other questions keep their question with the answer after it.
 * The explanation follows.
 */
export function quizStatement(question: QuizQuestion): string {
  const answer = question.options[question.correctAnswer] ?? '';
  return englishGamePhrases.quizStatement(question.question, answer, question.explanation);
}

/** 'The Venus de Milo was discovered in Italy.' -> 'the Venus de Milo was discovered in Italy' */
function asClause(statement: string): string {
  const clause = statement.trim().replace(/[.!]$/, '');
  return /^(The|A|An)\b/.test(clause) ? clause.charAt(0).toLowerCase() + clause.slice(1) : clause;
}

export const englishGamePhrases: GamePhrases = {
  quizStatement: (question, answer, explanation) => {
    const who =
      /^Who (painted|sculpted|wrote|made|designed|submitted|built|carved|founded|discovered) (.+)\?$/.exec(
        question,
      );
    const lead =
      who && !answer.includes(',')
        ? `${answer} ${who[1]} ${who[2]}.`
        : `${question} Answer: ${sentence(answer)}`;
    return `${lead} ${sentence(explanation)}`;
  },
  falseClaim: (statement) => `The claim that ${asClause(statement)} is false.`,
  timelineEvent: (year, title, description) =>
    `${yearText(year)}: ${sentence(title)} ${sentence(description)}`,
  movement: (name, period, description) =>
    `${name} (${period}) is an art movement. ${capitalise(sentence(description))}`,
  movementKeywords: ['art movement', 'style'],
  matchingTitle: (artist, work) => `${work} (${artist})`,
  matching: (artist, work, description) => `${work} is a work by ${artist}. ${sentence(description)}`,
  typeset: (text) => text,
};

/** The game texts of a language: its games and quizzes packs, or the English content when undefined. */
export interface GameSources {
  readonly games?: GamesPack;
  readonly quizzes?: QuizzesPack;
}

/** The Louvre history quiz is about the museum; the other quizzes are art history. */
const quizTopic = (id: GameId): KnowledgeTopic => (id === 'louvre-history-quiz' ? 'museum' : 'art-history');

function quizPassages(sources: GameSources, phrases: GamePhrases): KnowledgePassage[] {
  return quizzes.flatMap((english) =>
    localizeQuiz(english, sources.quizzes).questions.map((question) => {
      const answer = question.options[question.correctAnswer] ?? '';
      const text = phrases.quizStatement(question.question, answer, question.explanation);
      return {
        id: `game:${question.id}`,
        topic: quizTopic(english.id),
        title: question.question,
        text,
        ...linked(text, english.id),
      };
    }),
  );
}

function trueFalsePassages(sources: GameSources, phrases: GamePhrases): KnowledgePassage[] {
  return trueFalseStatements.map((english) => {
    const item = localizeStatement(english, sources.games);
    const claim = english.isTrue ? sentence(item.statement) : phrases.falseClaim(item.statement);
    const text = `${claim} ${sentence(item.explanation)}`;
    return {
      id: `game:${item.id}`,
      topic: 'art-history' as const,
      title: item.statement,
      text,
      ...linked(text, 'true-false-quiz'),
    };
  });
}

function timelinePassages(sources: GameSources, phrases: GamePhrases): KnowledgePassage[] {
  return timelineEvents.map((english) => {
    const event = localizeTimelineEvent(english, sources.games);
    const text = phrases.timelineEvent(english.year, event.title, event.description);
    return {
      id: `game:${event.id}`,
      topic: english.category === 'artwork' ? ('art-history' as const) : ('museum' as const),
      title: event.title,
      text,
      ...linked(text, 'chronology-puzzle'),
    };
  });
}

function movementPassages(sources: GameSources, phrases: GamePhrases): KnowledgePassage[] {
  return artMovements.map((english) => {
    const movement = localizeMovement(english, sources.games);
    return {
      // The English name makes the id in every language.
      id: `movement:${english.name.toLowerCase().replace(/[^a-z]+/g, '-')}`,
      topic: 'art-history' as const,
      title: movement.name,
      text: phrases.movement(movement.name, movement.period, movement.description),
      keywords: phrases.movementKeywords,
      link: gameLink('art-terms-crossword'),
    };
  });
}

function matchingPassages(sources: GameSources, phrases: GamePhrases): KnowledgePassage[] {
  return matchingPairs.map((english) => {
    const pair = localizeMatchingPair(english, sources.games);
    const text = phrases.matching(pair.left, pair.right, pair.description);
    return {
      id: `game:${pair.id}`,
      topic: 'art-history' as const,
      title: phrases.matchingTitle(pair.left, pair.right),
      text,
      ...linked(text, 'matching-game'),
    };
  });
}

/**
 * Facts from the games in a language: quiz answers with explanations, true/false statements, timeline
 * events, movements and pairs. Ids, topics, years and which statements are true come from the English
 * content; links are the English ones' (a translation takes them by id).
 */
export function gamePassagesFrom(sources: GameSources, phrases: GamePhrases): KnowledgePassage[] {
  return [
    ...quizPassages(sources, phrases),
    ...trueFalsePassages(sources, phrases),
    ...timelinePassages(sources, phrases),
    ...movementPassages(sources, phrases),
    ...matchingPassages(sources, phrases),
  ].map((passage) => ({
    ...passage,
    title: phrases.typeset(passage.title),
    text: phrases.typeset(passage.text),
  }));
}

/** Facts from the games, in English (built on first use). */
export const gamePassages: () => readonly KnowledgePassage[] = builtOnce(() =>
  gamePassagesFrom({}, englishGamePhrases),
);
