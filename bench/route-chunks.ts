// Every route's own JS: what a visit adds to the app shell, measured on the built app's Vite manifest.
// Each lazy route stays within 80 KB gzip, and the home route's initial JS (shell included) within 170.
// `npm run bench` prints the table; route-chunks-check.ts, which the browser tests' pretest runs on the
// fresh build, fails the run when a budget is exceeded (sizes are deterministic, unlike timings).
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { record } from './figures';
import { chunkFiles } from '../apps/server/src/modules/spa/page-hints';
import { initialChunks, type ViteManifest } from './initial-chunks';

export const homeBudgetKb = 170;
export const routeBudgetKb = 80;

const pages = 'src/features';
const game = (screen: string) => [`${pages}/games/GamePage.tsx`, `${pages}/games/${screen}.tsx`];

/**
 * Each route of apps/web/src/app/routes.tsx (and each game of GamePage.tsx) with the lazily loaded
 * modules a visit needs. `route-chunks.test.ts` fails when the router gains a lazy module missing here.
 */
export const routeModules: Record<string, string[]> = {
  '/': [`${pages}/home/HomePage.tsx`],
  '/gallery': [`${pages}/gallery/GalleryPage.tsx`],
  '/artwork/:id': [`${pages}/artwork/ArtworkPage.tsx`],
  '/guided-tours': [`${pages}/tours/GuidedToursPage.tsx`],
  '/guided-tours/:slug': [`${pages}/tours/TourPage.tsx`],
  '/guided-tours/:slug/finish': [`${pages}/tours/TourFinishPage.tsx`],
  '/about': [`${pages}/about/AboutPage.tsx`],
  '/interactive-map': [`${pages}/map/MapPage.tsx`, `${pages}/map/MapCanvas.tsx`],
  '/ai-recognition': [`${pages}/recognition/RecognitionPage.tsx`],
  '/travel-assistant': [`${pages}/assistant/TravelAssistantPage.tsx`],
  '/social': [`${pages}/social/SocialPage.tsx`],
  '/gamification, /achievements': [`${pages}/achievements/AchievementsPage.tsx`],
  '/profile': [`${pages}/profile/ProfilePage.tsx`],
  '/profile/security': [`${pages}/auth/SecurityPage.tsx`],
  '/my-itineraries': [`${pages}/itineraries/MyItinerariesPage.tsx`],
  '/auth/callback': [`${pages}/auth/AuthCallbackPage.tsx`],
  '/games': [`${pages}/games/GamesIndexPage.tsx`],
  '/games/(the three quizzes)': game('quiz/QuizScreen'),
  '/games/art-terms-crossword': game('crossword/CrosswordScreen'),
  '/games/guess-the-artwork': game('guess/GuessScreen'),
  '/games/matching-game': game('matching/MatchingScreen'),
  '/games/true-false-quiz': game('true-false/TrueFalseScreen'),
  '/games/chronology-puzzle': game('timeline/TimelineScreen'),
  '* (not found)': ['src/app/NotFoundPage.tsx'],
};

export interface RouteSize {
  route: string;
  files: number;
  gzipBytes: number;
  budgetKb: number;
}

/** Gzip sizes of the shell plus the home page, then of each route's own chunks beyond the shell. */
export function routeSizes(webDist: string): RouteSize[] {
  const manifestPath = join(webDist, '.vite/manifest.json');
  if (!existsSync(manifestPath)) throw new Error('No web build found: run `npm run build` first.');
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as ViteManifest;
  const gzip = (files: string[]) =>
    files.reduce((sum, file) => sum + gzipSync(readFileSync(join(webDist, file))).length, 0);
  // The home route's chunk loads right after the entry, so its initial JS counts the shell too.
  const home = initialChunks(manifest, ['index.html', ...(routeModules['/'] ?? [])]);
  const sizes: RouteSize[] = [
    {
      route: '/ (initial JS, shell included)',
      files: home.length,
      gzipBytes: gzip(home),
      budgetKb: homeBudgetKb,
    },
  ];
  for (const [route, keys] of Object.entries(routeModules)) {
    // What the route adds to the shell: the same files the server hints for a page.
    const own = chunkFiles(manifest, keys).scripts;
    sizes.push({ route, files: own.length, gzipBytes: gzip(own), budgetKb: routeBudgetKb });
  }
  return sizes;
}

export const overBudget = (size: RouteSize) => size.gzipBytes / 1024 > size.budgetKb;

export function printRouteSizes(sizes: readonly RouteSize[]): void {
  console.log('Route JS (gzip): the home route with the shell; every other route, its own chunks');
  for (const size of sizes) {
    const kb = size.gzipBytes / 1024;
    record(`JS ${size.route}`, Math.round(kb * 10) / 10, 'KB gzip', 'lower');
    console.log(
      `  ${size.route.padEnd(34)} ${kb.toFixed(1).padStart(6)} KB in ${String(size.files).padStart(2)} files ` +
        `(budget ${size.budgetKb}) ${overBudget(size) ? 'OVER' : 'OK'}`,
    );
  }
}
