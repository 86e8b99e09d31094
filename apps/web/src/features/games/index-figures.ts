/**
 * A count as the index advertises it: exact below 10, otherwise rounded down to a round figure with
 * "+" (228 -> "200+", 22 -> "20+", 83 -> "80+"), so the claim stays true as content grows.
 */
export function roundedDown(count: number): string {
  if (count < 10) return String(count);
  const step = count >= 100 ? 100 : 10;
  return `${Math.floor(count / step) * step}+`;
}
