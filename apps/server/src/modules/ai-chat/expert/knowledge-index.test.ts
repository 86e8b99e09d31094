import { knowledgeIn, type KnowledgePassage } from '@artvoyage/content/knowledge';
import { describe, expect, it } from 'vitest';
import { KnowledgeIndex, pairsOf, titleWeight } from './knowledge-index';
import { nearestWord } from '../typos';
import { retrieve } from './retrieval';

describe('the weight of a title’s words', () => {
  it('is whole for a word found in titles only, and less the more passages share it elsewhere', () => {
    expect(titleWeight(10, 10, 680)).toBe(1);
    const rare = titleWeight(15, 26, 680); // "Méduse"
    const common = titleWeight(41, 160, 680); // "grand"
    expect(rare).toBeLessThan(1);
    expect(common).toBeLessThan(rare);
    expect(common).toBeGreaterThan(0);
  });
});

describe('the neighbouring terms of a text', () => {
  it('are each term with the one after it', () => {
    expect(pairsOf(['grand', 'tableau', 'louvr'])).toEqual(['grand tableau', 'tableau louvr']);
    expect(pairsOf(['sfumato'])).toEqual([]);
    expect(pairsOf([])).toEqual([]);
  });
});

describe('the alternative phrasings of a passage', () => {
  const passages: KnowledgePassage[] = [
    {
      id: 'artwork:raft-medusa:fact-5',
      topic: 'artwork',
      title: 'The Raft of the Medusa',
      text: 'Géricault used bitumen, a brown pigment, so parts of the canvas have darkened irreversibly.',
    },
    {
      id: 'artwork:raft-medusa:fact-1',
      topic: 'artwork',
      title: 'The Raft of the Medusa',
      text: 'Of about 150 people put on the raft, only 15 were alive when it was found.',
    },
  ];

  it('find the passage for a word its text does not use, and count as naming it', () => {
    const index = new KnowledgeIndex(passages, 'en');
    expect(index.holds('artwork:raft-medusa:fact-5', 'dark')).toBe(true);
    const [best] = retrieve(index, 'Why is the Raft of the Medusa so dark?');
    expect(best?.passage.id).toBe('artwork:raft-medusa:fact-5');
    expect(best?.matched).toContain('dark');
    expect(best?.byName).toBe(true);
  });
});

describe('typo corrections', () => {
  const index = new KnowledgeIndex(
    [
      {
        id: 'artwork:mona-lisa:technique',
        topic: 'artwork',
        title: 'Mona Lisa',
        text: 'Leonardo softened every outline with sfumato, thin glazes of paint.',
      },
    ],
    'en',
  );
  const words = ['sfumatto', 'outlyne', 'leonrdo', 'paint', 'zzzzzzz'];
  const expected = words.map((word) => nearestWord(word, index.vocabulary));

  it('are the nearest words of the vocabulary, looked up once or from memory', () => {
    expect(expected).toEqual(['sfumato', 'outline', 'leonardo', 'paint', undefined]);
    expect(words.map((word) => index.nearestKnownWord(word))).toEqual(expected);
    expect(words.map((word) => index.nearestKnownWord(word))).toEqual(expected);
  });

  it('stay right after the memory fills with endless new words and starts again', () => {
    for (let n = 0; n < 10_050; n += 1) index.nearestKnownWord(`unknownword${n}`);
    expect(words.map((word) => index.nearestKnownWord(word))).toEqual(expected);
  });
});

describe('the everyday words each language keeps as typed', () => {
  it('are words the knowledge base lacks and would otherwise read as one of its own', () => {
    for (const language of ['en', 'fr', 'ru'] as const) {
      const index = new KnowledgeIndex(knowledgeIn(language), language);
      for (const word of index.language.everydayWords) {
        expect(index.vocabulary.has(word), `${language} ${word}`).toBe(false);
        expect(nearestWord(word, index.vocabulary), `${language} ${word}`).toBeDefined();
        expect(index.isWord(word)).toBe(true);
      }
    }
  });
});
