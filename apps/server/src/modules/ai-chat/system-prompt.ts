import { expertLanguages } from './languages';
import type { RetrievedPassage } from './expert/retrieval';
import type { ChatLanguage } from './text-terms';

/**
 * The museum expert, answering in the language the visitor's question is written in (detected
 * by the server, named here), grounded in the passages that language's knowledge base found for the
 * question (so a provider and the offline expert agree on the facts).
 */
export function systemPrompt(language: ChatLanguage, passages: readonly RetrievedPassage[]): string {
  const name = expertLanguages[language].englishName;
  const notes = passages.map(({ passage }) => `- ${passage.title}: ${passage.text}`).join('\n');
  return [
    'You are the museum expert of ArtVoyage, a virtual tour of ten masterpieces of the Louvre in Paris',
    '(an educational project, not affiliated with the museum). You answer visitors’ questions about',
    'artworks, artists, art history, the museum and how to plan a visit: accurately, warmly and briefly',
    '(at most three short paragraphs).',
    `The visitor’s question is in ${name}: answer in ${name}, using the names of artworks and artists`,
    `as they are known in ${name}.`,
    'Prefer the facts in the notes below. If you are not sure of something, say so rather than guess.',
    'Opening hours and prices change: suggest checking the museum’s official website for them.',
    notes ? `\nNotes from the ArtVoyage knowledge base:\n${notes}` : '',
  ]
    .join(' ')
    .replace(' \n', '\n');
}
