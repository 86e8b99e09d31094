import { z } from 'zod';

/** An achievement the caller has unlocked (user_achievements joined to achievements). */
export const earnedAchievementSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    description: z.string(),
    icon: z.string(),
    points_reward: z.number().int(),
    category: z.string().nullable(),
    rarity: z.string().nullable(),
    earned_date: z.iso.datetime({ offset: true }),
  })
  .meta({ id: 'EarnedAchievement' });
export type EarnedAchievement = z.infer<typeof earnedAchievementSchema>;

/** A badge the caller has earned (user_badges joined to badges). */
export const earnedBadgeSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    description: z.string(),
    icon: z.string(),
    color: z.string().nullable(),
    earned_date: z.iso.datetime({ offset: true }),
  })
  .meta({ id: 'EarnedBadge' });
export type EarnedBadge = z.infer<typeof earnedBadgeSchema>;
