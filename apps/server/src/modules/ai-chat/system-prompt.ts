import type { AiChatRequest } from '@artvoyage/contract';
import type { RetrievedPassage } from './museum-expert';

const languageNames = { en: 'English', fr: 'French', ru: 'Russian' } as const;

/**
 * The spec's museum expert, answering in the visitor's language, grounded in the passages the
 * knowledge base found for the question (so a provider and the offline expert agree on the facts).
 */
export function systemPrompt(
  language: NonNullable<AiChatRequest['language']>,
  passages: readonly RetrievedPassage[],
): string {
  const notes = passages.map(({ passage }) => `- ${passage.title}: ${passage.text}`).join('\n');
  return [
    'You are the museum expert of ArtVoyage, a virtual tour of ten masterpieces of the Louvre in Paris',
    '(an educational project, not affiliated with the museum). You answer visitors’ questions about',
    'artworks, artists, art history, the museum and how to plan a visit: accurately, warmly and briefly',
    `(at most three short paragraphs), in ${languageNames[language]}.`,
    'Prefer the facts in the notes below. If you are not sure of something, say so rather than guess.',
    'Opening hours and prices change: suggest checking the museum’s official website for them.',
    notes ? `\nNotes from the ArtVoyage knowledge base:\n${notes}` : '',
  ]
    .join(' ')
    .replace(' \n', '\n');
}
