import { paths } from '@artvoyage/contract/paths';
import type { MuseumExperts } from '../../apps/server/src/modules/ai-chat/experts';
import { expertLanguages } from '../../apps/server/src/modules/ai-chat/languages';
import type { ChatLanguage } from '../../apps/server/src/modules/ai-chat/text-terms';
import type { BenchQuestion } from './questions';

export interface Outcome {
  readonly question: string;
  readonly correct: boolean;
  /** Why an answer was judged wrong. */
  readonly reason?: string;
}

/** Compares texts as a reader would: case and non-breaking spaces aside. */
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ').toLowerCase();

const leads = (expected: readonly string[], id: string | undefined) =>
  id !== undefined &&
  expected.some((wanted) => (wanted.endsWith('*') ? id.startsWith(wanted.slice(0, -1)) : id === wanted));

/**
 * Asks one question as a visitor would, with no hint of their language (the question alone must say
 * it), and judges the answer: in the question's language; grounded in an expected passage, which leads
 * the answer (alone, when nothing else belongs after it), with the facts it must mention (each in one
 * of its forms); or an honest "I don't know" with no link; or, for a question of taste, the reply
 * that it gives facts, not opinions, with no link; or, for a trip
 * the expert cannot plan, its own words and a link to My Itineraries instead of the museum's day plans.
 */
export function judge(experts: MuseumExperts, language: ChatLanguage, item: BenchQuestion): Outcome {
  const answer = experts.answer(item.question);
  const { question, expected } = item;
  if (answer.language !== language)
    return { question, correct: false, reason: `answered in ${answer.language}` };
  if ('unknown' in expected) {
    // Saying that it gives facts, not opinions, declines as honestly ("Which is more beautiful…?").
    const { unknownAnswer, opinionAnswer } = expertLanguages[language];
    const honest =
      !answer.grounded &&
      (answer.text === unknownAnswer || answer.text === opinionAnswer) &&
      answer.links.length === 0;
    return honest
      ? { question, correct: true }
      : { question, correct: false, reason: `answered from ${answer.sources[0] ?? 'nothing'}` };
  }
  if ('opinion' in expected) {
    // The expert's own reply to a question of taste: facts, not opinions.
    const declined =
      !answer.grounded &&
      answer.text === expertLanguages[language].opinionAnswer &&
      answer.links.length === 0;
    return declined
      ? { question, correct: true }
      : {
          question,
          correct: false,
          reason: `opinion: ${answer.sources[0] ?? answer.text.slice(0, 40)}`,
        };
  }
  if ('trip' in expected) {
    const phrases = expertLanguages[language];
    // The expert's own words, with or without the place's name in them.
    const withPlace = phrases.cannotPlanTrip(['\u0000']).split('\u0000')[0] ?? '';
    const saysSo = answer.text.startsWith(phrases.cannotPlanTrip([])) || answer.text.startsWith(withPlace);
    const linked = answer.links.some((link) => link.path === paths.myItineraries.href());
    const place = expected.place === undefined || answer.sources[0] === expected.place;
    const correct = saysSo && linked && place;
    return correct
      ? { question, correct }
      : { question, correct, reason: `trip: ${answer.sources.join(', ') || answer.text.slice(0, 60)}` };
  }
  if (!answer.grounded) return { question, correct: false, reason: 'said it does not know' };
  const lead = answer.sources[0];
  if (!leads(expected.lead, lead)) return { question, correct: false, reason: `led with ${lead}` };
  // A fact given as a list may be said in any of its forms ("4.8 metres" or "480 cm").
  const missing = (expected.mention ?? []).filter((fact) =>
    (typeof fact === 'string' ? [fact] : fact).every((form) => !plain(answer.text).includes(plain(form))),
  );
  if (missing.length > 0)
    return {
      question,
      correct: false,
      reason: `does not mention ${missing.map((fact) => (typeof fact === 'string' ? fact : fact.join(' or '))).join(', ')}`,
    };
  return expected.alone && answer.sources.length > 1
    ? { question, correct: false, reason: `adds ${answer.sources.slice(1).join(', ')}` }
    : { question, correct: true };
}

export function judgeAll(
  experts: MuseumExperts,
  language: ChatLanguage,
  items: readonly BenchQuestion[],
): Outcome[] {
  return items.map((item) => judge(experts, language, item));
}

export const share = (outcomes: readonly Outcome[]) =>
  outcomes.length === 0 ? 0 : outcomes.filter((outcome) => outcome.correct).length / outcomes.length;
