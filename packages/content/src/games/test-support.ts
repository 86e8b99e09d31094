// Helpers shared by the games tests (not exported from the package).

/** A seeded pseudo-random source (mulberry32), so draws in tests are reproducible. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

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
