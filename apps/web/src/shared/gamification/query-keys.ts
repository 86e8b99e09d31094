/** Every query of the achievements screen starts with this key; an awarded event refreshes them all. */
export const gamificationQueryKey = ['gamification'] as const;

/** The profile page's achievements and badges (features/profile keys its query with this). */
export const profileRewardsQueryKey = ['profile-rewards'] as const;
