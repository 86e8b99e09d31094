import { describe, expect, it } from 'vitest';
import { KnowledgeIndex } from './knowledge-index';
import { namesSomeone } from './person-naming';

const found = /\b(found|discovered)\b/i;
const passage = (id: string, text: string) => ({
  id,
  topic: 'artwork' as const,
  title: 'Winged Victory',
  text,
});
const passages = [
  passage(
    'artwork:winged-victory:a',
    'The Winged Victory was found in 1863. Charles Champoiseau sent it to Paris.',
  ),
  passage('artwork:winged-victory:b', 'The Winged Victory was discovered in 1863 by Charles Champoiseau.'),
  passage('artwork:winged-victory:c', 'About the Winged Victory: part of her hand was found on Samothrace.'),
];
const index = new KnowledgeIndex(passages, 'en');
const names = (at: number) => namesSomeone(index, passages[at]!, found);

describe('a passage naming someone', () => {
  it('names a person in the clause that states the find', () => {
    expect(names(1)).toBe(true);
  });

  it('does not count a name in another sentence, the work’s own title, or one capitalised place', () => {
    expect(names(0)).toBe(false);
    expect(names(2)).toBe(false);
  });
});
