import { userAchievements } from '../../db/schema';
import type { NewAccountWriter } from '../auth';
import { firstStepsId } from './rules';

/** Every account starts with First Steps, dated at sign-up; its 100 points are the initial XP. */
export const startAchievements: NewAccountWriter = async (tx, account) => {
  await tx.insert(userAchievements).values({ userId: account.id, achievementId: firstStepsId });
};
