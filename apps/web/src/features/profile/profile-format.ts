import { budgetLevels, travelStyles, xpPerLevel } from '@artvoyage/contract/constants';

export interface LevelProgress {
  /** The level the bar leads to (current level + 1). */
  nextLevel: number;
  /** XP earned within the current level (0 ... 1000). */
  current: number;
  total: number;
  /** 0 ... 100, capped at 100. */
  percent: number;
}

/** Progress for level n runs from (n-1)*1000 to n*1000 XP. */
export function levelProgress(experiencePoints: number, level: number): LevelProgress {
  const safeLevel = Number.isFinite(level) && level >= 1 ? Math.floor(level) : 1;
  const xp = Number.isFinite(experiencePoints) ? experiencePoints : 0;
  const current = Math.max(0, xp - (safeLevel - 1) * xpPerLevel);
  const percent = Math.min(100, Math.max(0, (current / xpPerLevel) * 100));
  return { nextLevel: safeLevel + 1, current, total: xpPerLevel, percent };
}

/** The i18n key of a budget level's label: low = Economy, medium = Medium, high = High. */
export function budgetLabelKey(value: unknown): string {
  return (budgetLevels as readonly unknown[]).includes(value)
    ? `profile.budget.${value as string}`
    : 'profile.prefs.notSpecified';
}

/** The i18n key of a travel style's label; anything but the four styles reads 'not specified'. */
export function travelStyleLabelKey(value: unknown): string {
  return (travelStyles as readonly unknown[]).includes(value)
    ? `profile.style.${value as string}`
    : 'profile.prefs.notSpecified';
}
