import { capitalise, sentence } from '../text';
import type { GamePhrases } from '../translation';

const NBSP = '\u00a0';
const withoutFinalStop = (text: string) => text.trim().replace(/[.!]$/, '');
/** Кавычки внутри «ёлочек» становятся „лапками“. */
const quoted = (text: string) => `«${text.replace(/«/g, '„').replace(/»/g, '“')}»`;
/** «190 до н. э.» или «1793». */
const year = (value: number) => (value < 0 ? `${-value} до н.${NBSP}э.` : String(value));

/** Отрывки, взятые из игр и викторин, по-русски. */
export const gamePhrases: GamePhrases = {
  // «Кто написал…» не переписывается в утверждение: глагол зависел бы от рода ответа.
  quizStatement: (question, answer, explanation) =>
    `${question} Ответ: ${sentence(answer)} ${sentence(explanation)}`,
  falseClaim: (statement) => `Утверждение ${quoted(withoutFinalStop(statement))} неверно.`,
  // «Филипп II Август строит Лувр (1190). Около 1190 года…»
  timelineEvent: (value, title, description) =>
    `${withoutFinalStop(title)} (${year(value)}). ${sentence(description)}`,
  movement: (name, period, description) =>
    `${name} (${period})${NBSP}— художественное направление. ${capitalise(sentence(description))}`,
  movementKeywords: ['художественное направление', 'течение', 'стиль'],
  matchingTitle: (artist, work) => `${quoted(work)} (${artist})`,
  matching: (artist, work, description) =>
    `Автор произведения ${quoted(work)}${NBSP}— ${artist}. ${sentence(description)}`,
  // Тире не отрывается от предыдущего слова.
  typeset: (text) => text.replace(/ —/g, `${NBSP}—`),
};
