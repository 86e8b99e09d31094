/** Great-circle distance in kilometres (haversine, mean Earth radius). */
export function distanceKm(a: { lat: number; lng: number }, b: { lat: number; lng: number }): number {
  const rad = Math.PI / 180;
  const dLat = (b.lat - a.lat) * rad;
  const dLng = (b.lng - a.lng) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLng / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.min(1, Math.sqrt(h)));
}

/**
 * Importance of a gazetteer city from its population: 0.2 at 10,000 inhabitants, 0.6 at a million,
 * capped at 0.9 so our own landmarks and destinations (1) stay ahead at equal match.
 */
export function populationImportance(population: number): number {
  const value = (Math.log10(Math.max(population, 1)) - 3) / 5;
  return Math.round(Math.min(0.9, Math.max(0, value)) * 1000) / 1000;
}
