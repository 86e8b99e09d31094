import type { KnowledgePassage } from '@artvoyage/content/knowledge';
import type { KnowledgeIndex } from './knowledge-index';
import { fromGame, subject } from './passage-kinds';
import { rareTerms } from './question-reading';
import type { RetrievedPassage } from './retrieval';

/*
 * The order of the retrieved passages before an answer is chosen from them: written passages before
 * the games' restatements, and ties broken by how much of the question each passage answers.
 */

/** Passages scoring within this share of the best are a tie, which the question's coverage breaks. */
const tieShare = 0.85;
/**
 * On one subject, a passage matching what is asked of it (a word its title does not hold) goes before
 * the subject's earlier passages when it scores more than this share above them.
 */
const aspectMargin = 0.05;

/**
 * A game's passage restates a fact of the written passages in the game's words, and its title, the
 * statement itself, echoes a question asked the same way ("The Mona Lisa is stolen" for "When was the
 * Mona Lisa stolen?"). So a game's passage scores no higher than the best written passage on the same
 * thing (its artwork, or else its topic) that matches every term it matches, and goes after it: it
 * leads only when no written passage on that thing matches as much ("Which is the largest painting in
 * the Louvre?" is answered by the game's statement on The Wedding Feast at Cana, which the museum's
 * overview, one of the largest museums, does not answer).
 */
export function writtenFirst(retrieved: readonly RetrievedPassage[]): RetrievedPassage[] {
  const written = retrieved.filter((item) => !fromGame(item));
  const sameThing = (game: KnowledgePassage, other: KnowledgePassage) =>
    game.artworkId ? other.artworkId === game.artworkId : other.topic === game.topic;
  /** The best written passage on the same thing that matches every term the game's passage matches. */
  const covering = (game: RetrievedPassage) =>
    written
      .filter(
        (other) =>
          sameThing(game.passage, other.passage) &&
          game.matched.every((term) => other.matched.includes(term)),
      )
      .reduce<RetrievedPassage | undefined>(
        (best, other) => (!best || other.score > best.score ? other : best),
        undefined,
      );
  // The written passage takes the place the game's statement earned, and the statement goes after it.
  const raised = new Map<RetrievedPassage, number>();
  for (const game of retrieved.filter(fromGame)) {
    const other = covering(game);
    if (other && game.score > (raised.get(other) ?? other.score)) raised.set(other, game.score);
  }
  return retrieved
    .map((item) => {
      if (!fromGame(item))
        return raised.has(item) ? { ...item, score: raised.get(item) ?? item.score } : item;
      const other = covering(item);
      return other ? { ...item, score: Math.min(item.score, raised.get(other) ?? other.score) } : item;
    })
    .sort((a, b) => b.score - a.score || fromGame(a) - fromGame(b));
}

/**
 * Passages that score about the same are told apart by how much of the question they match, rare
 * words counting most ("Is the museum open on Tuesday?": Tuesday says more than museum), then, on one
 * subject, by their order in the knowledge base, where an artist's life comes before his other
 * passages and an artwork's summary before its details ("Who was Antonio Canova?" matches all his
 * passages alike).
 */
export function breakTies(
  index: KnowledgeIndex,
  retrieved: readonly RetrievedPassage[],
  question: string,
): RetrievedPassage[] {
  const [best] = retrieved;
  if (!best) return [];
  // The passages of one subject all name it, so a long one that names it often outscores the one
  // that answers: a passage on the best one's subject that matches every term it matches, and more,
  // is tied with it whatever its score ("La mère de Napoléon était-elle présente au sacre ?" is
  // answered by the passage on his mother, not by the painting's summary).
  const answersMore = (item: RetrievedPassage) =>
    subject(item) === subject(best) &&
    item.matched.length > best.matched.length &&
    best.matched.every((term) => item.matched.includes(term));
  const place = (item: RetrievedPassage) => index.order.get(item.passage.id) ?? Number.MAX_SAFE_INTEGER;
  const weight = (item: RetrievedPassage) =>
    item.matched.reduce(
      (sum, term) => sum + Math.log((index.size + 1) / (index.passagesWith.get(term) ?? 1)),
      0,
    );
  // A passage on the same subject that holds a rare word of the question the best one lacks says
  // the detail asked ("Which painter posed for one of the bodies…": the fact of who posed, not the
  // painting's summary, which names its painter), however often the other names the subject.
  const rare = rareTerms(index, question);
  const holdsRarer = (item: RetrievedPassage) =>
    subject(item) === subject(best) &&
    rare.some((term) => index.holds(item.passage.id, term) && !index.holds(best.passage.id, term)) &&
    weight(item) > weight(best);
  const isTied = (item: RetrievedPassage) =>
    item.score >= best.score * tieShare || answersMore(item) || holdsRarer(item);
  const tied = retrieved.filter(isTied);
  const rest = retrieved.filter((item) => !isTied(item));
  // Rounded, so that passages matching the same words stay in knowledge-base order.
  const covered = (item: RetrievedPassage) => Math.round(weight(item) * 10);
  // Knowledge-base order ranks the passages of one subject that match its name alone; when they
  // match words of the question beyond it (the aspect asked: "the man in the top hat", "arms"), the
  // passage where those words weigh most, the shorter one saying just that, goes first. Passages on
  // different subjects keep their scores' order.
  // A written passage goes before a game's passage that scores about the same.
  const betterOnAnAspect = (a: RetrievedPassage, b: RetrievedPassage) => clearlyBetterOnAnAspect(index, a, b);
  tied.sort(
    (a, b) =>
      fromGame(a) - fromGame(b) ||
      covered(b) - covered(a) ||
      (subject(a) === subject(b) && !betterOnAnAspect(a, b) && !betterOnAnAspect(b, a)
        ? place(a) - place(b)
        : b.score - a.score),
  );
  return [...tied, ...rest];
}

/** Whether a passage matches a word of the question its title does not hold (what is asked of it). */
function matchesAnAspect(index: KnowledgeIndex, item: RetrievedPassage): boolean {
  const title = index.titleTerms.get(item.passage.id);
  return item.matched.some((term) => !title?.has(term));
}

/**
 * Whether `a` matches what is asked of the subject and scores clearly above `b` (scores within
 * `aspectMargin` of each other are the same for this purpose, and keep the knowledge base's order:
 * "Quand Michel-Ange est-il mort ?" matches "mourant" in a passage on his Slaves as well).
 */
function clearlyBetterOnAnAspect(index: KnowledgeIndex, a: RetrievedPassage, b: RetrievedPassage): boolean {
  return matchesAnAspect(index, a) && a.score > b.score * (1 + aspectMargin);
}
