import type { ArtworkId, GameId } from '@artvoyage/contract';
import {
  artMovements,
  gameCatalogue,
  matchingPairs,
  quizzes,
  timelineEvents,
  trueFalseStatements,
  type QuizQuestion,
} from '../games/index';
import { artworks } from '../artworks';
import { artworkLink, artworkNames } from './artworks';
import { gamePath } from './routes';
import { capitalise, mentions, sentence, splitSentences, yearText } from './text';
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
  const who =
    /^Who (painted|sculpted|wrote|made|designed|submitted|built|carved|founded|discovered) (.+)\?$/.exec(
      question.question,
    );
  const lead =
    who && !answer.includes(',')
      ? `${answer} ${who[1]} ${who[2]}.`
      : `${question.question} Answer: ${sentence(answer)}`;
  return `${lead} ${sentence(question.explanation)}`;
}

/** The Louvre history quiz is about the museum; the other quizzes are art history. */
const quizTopic = (id: GameId): KnowledgeTopic => (id === 'louvre-history-quiz' ? 'museum' : 'art-history');

function quizPassages(): KnowledgePassage[] {
  return quizzes.flatMap((quiz) =>
    quiz.questions.map((question) => {
      const text = quizStatement(question);
      return {
        id: `game:${question.id}`,
        topic: quizTopic(quiz.id),
        title: question.question,
        text,
        ...linked(text, quiz.id),
      };
    }),
  );
}

/** 'The Venus de Milo was discovered in Italy.' -> 'the Venus de Milo was discovered in Italy' */
function asClause(statement: string): string {
  const clause = statement.trim().replace(/[.!]$/, '');
  return /^(The|A|An)\b/.test(clause) ? clause.charAt(0).toLowerCase() + clause.slice(1) : clause;
}

function trueFalsePassages(): KnowledgePassage[] {
  return trueFalseStatements.map((item) => {
    const claim = item.isTrue
      ? sentence(item.statement)
      : `The claim that ${asClause(item.statement)} is false.`;
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

function timelinePassages(): KnowledgePassage[] {
  return timelineEvents.map((event) => {
    const text = `${yearText(event.year)}: ${sentence(event.title)} ${sentence(event.description)}`;
    return {
      id: `game:${event.id}`,
      topic: event.category === 'artwork' ? ('art-history' as const) : ('museum' as const),
      title: event.title,
      text,
      ...linked(text, 'chronology-puzzle'),
    };
  });
}

function movementPassages(): KnowledgePassage[] {
  return artMovements.map((movement) => ({
    id: `movement:${movement.name.toLowerCase().replace(/[^a-z]+/g, '-')}`,
    topic: 'art-history' as const,
    title: movement.name,
    text: `${movement.name} (${movement.period}) is an art movement. ${capitalise(sentence(movement.description))}`,
    keywords: ['art movement', 'style'],
    link: gameLink('art-terms-crossword'),
  }));
}

function matchingPassages(): KnowledgePassage[] {
  return matchingPairs.map((pair) => {
    const text = `${pair.right} is a work by ${pair.left}. ${sentence(pair.description)}`;
    return {
      id: `game:${pair.id}`,
      topic: 'art-history' as const,
      title: `${pair.right} (${pair.left})`,
      text,
      ...linked(text, 'matching-game'),
    };
  });
}

/** Facts from the games: quiz answers with explanations, true/false statements, timeline events, movements, pairs. */
export const gamePassages: readonly KnowledgePassage[] = [
  ...quizPassages(),
  ...trueFalsePassages(),
  ...timelinePassages(),
  ...movementPassages(),
  ...matchingPassages(),
];
