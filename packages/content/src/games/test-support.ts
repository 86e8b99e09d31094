// Helpers shared by the games tests (not exported from the package).

export { seededRandom } from './draw';

export function duplicates(values: readonly string[]): string[] {
  const seen = new Set<string>();
  const repeated = new Set<string>();
  for (const value of values) {
    const key = value.trim().toLowerCase();
    if (seen.has(key)) repeated.add(value);
    seen.add(key);
  }
  return [...repeated];
}

/** Sentences in a text, not counting the full stops of initials (I. M. Pei) and abbreviations (c., No.). */
export function sentenceCount(text: string): number {
  const cleaned = text.replace(/\b[A-Z]\.\s/g, 'X ').replace(/\b(c|No|St)\.\s/g, 'X ');
  return (cleaned.match(/[.!?][”’")]?(\s|$)/g) ?? []).length;
}
