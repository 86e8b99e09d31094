/**
 * The account whose tour progress this device holds (absent when none: a visitor's own progress, which
 * the first account to sign in takes up). Kept apart from the tour store so the app shell can read it
 * without loading that store.
 */
export const TOUR_ACCOUNT_KEY = 'artvoyage.tourMode.account';
