/**
 * Importance of a gazetteer city from its population: 0.2 at 10,000 inhabitants, 0.6 at a million,
 * capped at 0.9 so our own landmarks and destinations (1) stay ahead at equal match.
 */
export function populationImportance(population: number): number {
  const value = (Math.log10(Math.max(population, 1)) - 3) / 5;
  return Math.round(Math.min(0.9, Math.max(0, value)) * 1000) / 1000;
}
