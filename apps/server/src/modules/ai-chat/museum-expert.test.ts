import { knowledgePassages, splitSentences } from '@artvoyage/content/knowledge';
import { describe, expect, it } from 'vitest';
import { asksAboutVisiting, asksWhereItIs, MuseumExpert } from './museum-expert';

// The expert alone, without a server: how it orders an answer and which words it knows.
const expert = new MuseumExpert(knowledgePassages);
const firstSentence = (question: string) => splitSentences(expert.answer(question).text)[0] ?? '';
const firstParagraph = (question: string) => expert.answer(question).text.split('\n\n')[0] ?? '';

describe('the museum expert’s answer order', () => {
  it('tells where an artwork is in the first sentence of a "where" question’s answer', () => {
    // The summary names the artwork as often as the location passage and used to come first.
    expect(firstSentence('Where is the Winged Victory?')).toMatch(/Daru staircase/);
    expect(firstSentence('Where is the Great Sphinx of Tanis?')).toMatch(/crypt of the Sphinx \(Room 338\)/);
    expect(firstSentence('Where can I find the Mona Lisa in the museum?')).toMatch(/Salle des États/);
  });

  it('starts with what the artwork is when the question is not about where it is now', () => {
    expect(firstSentence('Tell me about the Winged Victory')).toMatch(/carved by/);
    const found = expert.answer('Where was the Venus de Milo found?').text;
    expect(splitSentences(found)[0]).not.toMatch(/is in the Louvre/);
    expect(found).toMatch(/Milos/);
  });

  it('gives a landmark’s visiting tips first only when the question is about visiting', () => {
    expect(firstParagraph('Tips for visiting the Colosseum')).toMatch(/^Colosseum – visiting tips:/);
    for (const question of ['Tell me about the Ponte Vecchio', 'Who designed the Brandenburg Gate?']) {
      const paragraphs = expert.answer(question).text.split('\n\n');
      expect(paragraphs[0], question).not.toMatch(/visiting tips/);
      // When the tips are part of the answer, they close it.
      const tips = paragraphs.findIndex((paragraph) => paragraph.includes('visiting tips'));
      if (tips !== -1) expect(tips, question).toBe(paragraphs.length - 1);
    }
  });

  it('classifies English questions', () => {
    expect(asksWhereItIs('Where’s the Mona Lisa?')).toBe(true);
    expect(asksWhereItIs('In which wing is the Venus de Milo?')).toBe(true);
    expect(asksWhereItIs('Where was the Venus de Milo found?')).toBe(false);
    expect(asksWhereItIs('Who painted the Mona Lisa?')).toBe(false);
    expect(asksAboutVisiting('Do I need to book tickets for the Colosseum?')).toBe(true);
    expect(asksAboutVisiting('Who built the Colosseum?')).toBe(false);
  });
});

describe('the museum expert’s known words', () => {
  it('knows the words of the knowledge base, a longer word they start and one typo', () => {
    expect(expert.knownShare('Who painted the Mona Lisa?')).toBe(1);
    expect(expert.knownShare('Gericault')).toBe(1); // accents folded
    expect(expert.knownShare('Veronesse')).toBe(1); // one typo
    expect(expert.knownShare('Delacr')).toBe(1); // the start of a longer word
    expect(expert.knownShare('Musée d’Orsay')).toBe(1); // cut at the apostrophe, as the index does
  });

  it('does not stretch a word further than one typo', () => {
    expect(expert.knownShare('Australia')).toBe(0);
    expect(expert.knownShare('Veronnesse')).toBe(0);
    expect(expert.knownShare('smartphone')).toBe(0);
    expect(expert.knownShare('')).toBe(0);
  });
});
