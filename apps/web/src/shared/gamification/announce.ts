import type { Achievement } from '@artvoyage/contract';
import { i18next, loadMessageGroups } from '@/shared/i18n';
import { catalogueText } from './useCatalogueText';
import { showToast } from '@/shared/ui/toast-store';

/**
 * Announces newly unlocked achievements with one toast (toasts come one at a time, so several
 * unlocks at once share one). Called wherever an action returned `newAchievements`.
 */
export function announceAchievements(achievements: readonly Achievement[]): void {
  if (achievements.length === 0) return;
  // The names come with the achievements screen's messages; without them the toast is in English.
  void loadMessageGroups(['achievements'])
    .catch(() => undefined)
    .then(() => showAnnouncement(achievements));
}

function showAnnouncement(unlocked: readonly Achievement[]): void {
  const t = i18next.t.bind(i18next);
  const texts = catalogueText(t, i18next.resolvedLanguage ?? 'en');
  const achievements = unlocked.map((achievement) => ({ ...achievement, ...texts.achievement(achievement) }));
  const [first] = achievements;
  if (!first) return;
  const points = achievements.reduce((sum, achievement) => sum + achievement.points_reward, 0);
  if (achievements.length === 1) {
    showToast({
      title: t('gamification.unlockedTitle', { name: first.name }),
      description: t('gamification.unlockedText', { description: first.description, points }),
    });
    return;
  }
  showToast({
    title: t('gamification.unlockedManyTitle', { count: achievements.length }),
    description: t('gamification.unlockedManyText', {
      names: achievements.map((achievement) => achievement.name).join(', '),
      points,
    }),
  });
}
