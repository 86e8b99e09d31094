import type { AchievementRarity } from '@artvoyage/contract/constants';
import type { Challenge } from '@artvoyage/contract';
import type { RankMedal } from '@/shared/gamification/leaderboard';

// Colours with at least 4.5:1 contrast for their text (axe checks every screen).

export const pillClass = 'inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold';

export const rarityClass: Readonly<Record<AchievementRarity, string>> = {
  common: 'bg-stone-200 text-stone-800',
  rare: 'bg-sky-100 text-sky-900',
  epic: 'bg-violet-100 text-violet-900',
  legendary: 'bg-amber-100 text-amber-900',
};

export const difficultyClass: Readonly<Record<Challenge['difficulty'], string>> = {
  easy: 'bg-emerald-100 text-emerald-900',
  medium: 'bg-amber-100 text-amber-900',
  hard: 'bg-red-100 text-red-900',
};

/** The rank badge of the top three, and a faint tint for their row. */
export const medalClass: Readonly<Record<RankMedal, { badge: string; row: string }>> = {
  gold: { badge: 'bg-amber-300 text-amber-950', row: 'bg-amber-50' },
  silver: { badge: 'bg-slate-300 text-slate-900', row: 'bg-slate-50' },
  bronze: { badge: 'bg-orange-300 text-orange-950', row: 'bg-orange-50' },
};

/** A known value's class, or the neutral one (the server might one day send a new value). */
export function classFor<T extends string>(map: Readonly<Record<T, string>>, value: string): string {
  return (map as Readonly<Record<string, string>>)[value] ?? 'bg-stone-200 text-stone-800';
}
