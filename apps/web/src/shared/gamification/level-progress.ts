import { levelForXp, xpPerLevel } from '@artvoyage/contract/constants';

export interface LevelProgress {
  level: number;
  nextLevel: number;
  /** XP earned within the current level: xp - (level - 1) * 1000, never below 0. */
  current: number;
  /** XP a level spans (1000). */
  total: number;
  /** 0 ... 100, whole numbers (the bar is capped at 100). */
  percent: number;
}

/**
 * Where a user stands within their level (level n runs from (n-1)*1000 to n*1000 XP).
 * The stored level is used when it is a valid one; otherwise it is worked out from the XP.
 */
export function levelProgress(experiencePoints: number, level?: number | null): LevelProgress {
  const xp = Number.isFinite(experiencePoints) ? Math.max(0, experiencePoints) : 0;
  const current = level != null && Number.isFinite(level) && level >= 1 ? Math.floor(level) : levelForXp(xp);
  const inLevel = Math.max(0, xp - (current - 1) * xpPerLevel);
  const percent = Math.min(100, Math.max(0, Math.round((inLevel / xpPerLevel) * 100)));
  return { level: current, nextLevel: current + 1, current: inLevel, total: xpPerLevel, percent };
}
