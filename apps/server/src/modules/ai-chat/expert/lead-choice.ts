import type { ExpertLanguage } from '../languages/expert-language';
import type { KnowledgeIndex } from './knowledge-index';
import { partOf, subject } from './passage-kinds';
import { rareTerms } from './question-reading';
import type { RetrievedPassage } from './retrieval';

/*
 * Which passage an answer leads with: the one the kind of question points to (where it is, why it is
 * famous, who made it), a fact saying just what is asked, or else the subject's overview.
 */

/**
 * A fact of the best passage's artwork that holds the words naming what is asked leads when it scores
 * at least this share of it (see factFirst).
 */
const factShare = 0.6;

/**
 * A question about where an artwork is leads with its location passage, and one about why it is
 * famous with its fame passage, even when another passage names the artwork as often; the others
 * then support it.
 */
export function leadByIntent(
  index: KnowledgeIndex,
  retrieved: readonly RetrievedPassage[],
  question: string,
): RetrievedPassage[] {
  const language = index.language;
  const [best] = retrieved;
  if (!best) return [];
  const artworkId = best.passage.artworkId;
  if (!artworkId) return [...retrieved];
  let part: string | undefined;
  if (language.asksWhyFamous(question) && best.passage.topic === 'artwork') part = 'fame';
  else if (language.asksWhereItIs(question)) part = 'location';
  else if (language.asksWhoMadeIt(question) && ['artwork', 'artist'].includes(best.passage.topic))
    part = 'summary';
  if (!part) return [...retrieved];
  // "Which painter posed for…" asks who posed, not who painted; "Where is the other version of
  // Canova's Psyche?" where the other version is, not where the Louvre's is; "Is the right wing of
  // the Winged Victory original?" names a wing, not a room: a best passage holding a rare word of
  // the question that the passage the intent points to lacks keeps its place.
  const intended = `artwork:${artworkId}:${part}`;
  const holdsDetail = (term: string) => index.holds(best.passage.id, term) && !index.holds(intended, term);
  if (best.passage.id !== intended && rareTerms(index, question).some(holdsDetail)) return [...retrieved];
  return leadWith(index, intended, retrieved);
}

/**
 * An artwork's facts each say one thing, where its summary, fame and history passages tell much
 * and name the same details in passing: when the best passage holds the rare words naming what is
 * asked, a fact of the same artwork that holds them all as well (and a number, when the question
 * asks how many, how much or when) and scores at least `factShare` of it leads instead ("Which
 * pharaohs carved their names on the Sphinx of Tanis?" is answered by the fact naming them, not by
 * the fame passage saying that several did). Nothing changes when the question names only its
 * subject ("Who is the woman in the Mona Lisa?").
 */
export function factFirst(
  index: KnowledgeIndex,
  ranked: readonly RetrievedPassage[],
  question: string,
): RetrievedPassage[] {
  const [best] = ranked;
  if (!best?.passage.artworkId || partOf(best) === 'fact') return [...ranked];
  // What is asked of the artwork: the rare words of the question the best passage holds or, when
  // there are none, the words it matches beyond its title, but for those saying how the question
  // asks ("pharaohs" and "names" in a question on the Sphinx, which many passages hold).
  const title = index.titleTerms.get(best.passage.id);
  const rare = rareTerms(index, question).filter((term) => index.holds(best.passage.id, term));
  const asked =
    rare.length > 0 ? rare : best.matched.filter((term) => !title?.has(term) && !index.askingTerms.has(term));
  if (asked.length === 0) return [...ranked];
  // "How many survived the Raft of the Medusa?" wants a number, which a fact naming the survivors
  // without one does not give.
  const wantsNumber = index.language.asksForNumber(question);
  const fact = ranked.find(
    (item) =>
      item.passage.artworkId === best.passage.artworkId &&
      partOf(item) === 'fact' &&
      item.score >= best.score * factShare &&
      asked.every((term) => index.holds(item.passage.id, term)) &&
      (!wantsNumber || /\p{N}/u.test(item.passage.text)),
  );
  return fact ? [fact, ...ranked.filter((item) => item !== fact)] : [...ranked];
}

/** The passage `id` first, then the others as they were ranked. */
function leadWith(
  index: KnowledgeIndex,
  id: string,
  retrieved: readonly RetrievedPassage[],
): RetrievedPassage[] {
  const [best] = retrieved;
  const found = retrieved.find((item) => item.passage.id === id);
  const passage = found?.passage ?? index.byId.get(id);
  if (!best || !passage) return [...retrieved];
  const lead = found ?? { passage, score: best.score, matched: best.matched, byName: best.byName };
  return [lead, ...retrieved.filter((item) => item.passage.id !== id)];
}

/**
 * An answer starts with what its subject is, unless the question asks for something else: an
 * artwork's location leads only for a "where" question, its fame only for a "why famous" one, and
 * visiting tips come after the other passages on the subject unless the question is about visiting (a
 * landmark's tips name it as often as its overview does, so they can outscore it).
 */
export function overviewFirst(
  chosen: RetrievedPassage[],
  question: string,
  language: ExpertLanguage,
): RetrievedPassage[] {
  const [best] = chosen;
  if (!best) return chosen;
  let group = chosen.filter((item) => subject(item) === subject(best));
  const others = chosen.filter((item) => subject(item) !== subject(best));
  if (!language.asksAboutVisiting(question)) {
    const isTips = (item: RetrievedPassage) => item.passage.id.endsWith(':visit');
    group = [...group.filter((item) => !isTips(item)), ...group.filter(isTips)];
  }
  const [lead] = group;
  const unasked =
    lead &&
    ((partOf(lead) === 'location' && !language.asksWhereItIs(question)) ||
      (partOf(lead) === 'fame' && !language.asksWhyFamous(question)));
  if (unasked) {
    const summary = group.find((item) => item.passage.id.endsWith(':summary'));
    if (summary) group = [summary, ...group.filter((item) => item !== summary)];
  }
  return [...group, ...others];
}
