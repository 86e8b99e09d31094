import { capitalise, sentence } from '../text';
import type { GamePhrases } from '../translation';

const NBSP = '\u00a0';
const withoutFinalStop = (text: string) => text.trim().replace(/[.!]$/, '');
/** 'de Léonard de Vinci', 'd’Auguste Rodin'. */
const ofArtist = (artist: string) => (/^[AEIOUYÉÈÊH]/i.test(artist) ? `d’${artist}` : `de ${artist}`);
/** '190 av. J.-C.' or '1793'. */
const year = (value: number) => (value < 0 ? `${-value} av. J.-C.` : String(value));

/** Les passages tirés des jeux et des quiz, en français. */
export const gamePhrases: GamePhrases = {
  quizStatement: (question, answer, explanation) => {
    // « Qui a peint La Nuit étoilée en 1889 ? » : « Vincent van Gogh a peint La Nuit étoilée en 1889. »
    const who = /^Qui (.+?)\s*\?$/u.exec(question);
    const lead =
      who && !answer.includes(',')
        ? `${answer} ${who[1]}.`
        : `${question} Réponse${NBSP}: ${sentence(answer)}`;
    return `${lead} ${sentence(explanation)}`;
  },
  falseClaim: (statement) => `L’affirmation «${NBSP}${withoutFinalStop(statement)}${NBSP}» est fausse.`,
  // « Philippe II Auguste fait bâtir le Louvre (1190). Vers 1190, … »
  timelineEvent: (value, title, description) =>
    `${withoutFinalStop(title)} (${year(value)}). ${sentence(description)}`,
  movement: (name, period, description) =>
    `${name} (${period})${NBSP}: mouvement artistique. ${capitalise(sentence(description))}`,
  movementKeywords: ['mouvement artistique', 'courant artistique', 'style'],
  matchingTitle: (artist, work) => `${work} (${artist})`,
  matching: (artist, work, description) =>
    `${work} est une œuvre ${ofArtist(artist)}. ${sentence(description)}`,
  // The games pack is typeset already.
  typeset: (text) => text,
};
