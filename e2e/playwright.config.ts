import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { sharedRecognitionCache } from '../apps/server/src/testing/shared-caches';
import { appPort, fakeServicesPort, onlineMapPort } from './ports';

// The browser tests run the real built server (npm run build first) with a fresh data directory,
// the reference images from MEDIA_DIR, and Debian's Chromium; no browser is ever downloaded.
const port = appPort;
const repoRoot = resolve(import.meta.dirname, '..');
const mediaDir = process.env.MEDIA_DIR ?? resolve(repoRoot, '../shared/media');
// Made once by the main process; workers re-read this file and inherit the variable, so all agree.
// Tests read e-mails (confirmation links) from its outbox.
process.env.E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'artvoyage-e2e-'));
const dataDir = process.env.E2E_DATA_DIR;

/** The app server; its data directory is fresh for each run. */
function appServer(serverPort: number, serverDataDir: string, env: Record<string, string> = {}) {
  return {
    command: 'node apps/server/dist/main.js',
    cwd: repoRoot,
    timeout: 60_000,
    reuseExistingServer: false,
    stdout: 'ignore' as const,
    stderr: 'pipe' as const,
    env: {
      PORT: String(serverPort),
      HOST: '127.0.0.1',
      DATA_DIR: serverDataDir,
      MEDIA_DIR: mediaDir,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      // Every page of every worker comes from 127.0.0.1: one visitor's image and search limits would
      // be shared by the whole run (the limits have their own server tests).
      MEDIA_RATE_LIMIT: '100000/60',
      PLACE_SEARCH_RATE_LIMIT: '100000/60',
      // Every browser test signs up and in from the same address; the limits are tested on the server.
      AUTH_RATE_LIMITS:
        'signin=10000/60,signup=10000/60,refresh=10000/60,recover=10000/60,resend=10000/60,verify=10000/60,mfa_challenge=10000/60,mfa_verify=10000/60,email_change=10000/60,reauthenticate=10000/60',
      GAMIFICATION_RATE_LIMIT: '100000/60',
      // Photos come from one address, and one test asks again until the learned stage is ready.
      RECOGNITION_RATE_LIMIT: '100000/60',
      ...env,
    },
  };
}

/**
 * Debian's `chromium-headless-shell`, Chromium's own headless build (the one Playwright uses when it
 * downloads its browsers): the same Blink and V8 without the desktop browser around them. Each test's
 * fresh browser context costs it about a tenth of the CPU it costs the full browser in `--headless=new`
 * mode, and a page load about half (measured in docs/development.md).
 */
const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell';

const chromiumArgs = [
  // The full browser needs to be told which headless mode; the shell has only one.
  ...(chromiumPath.endsWith('headless-shell') ? [] : ['--headless=new']),
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--autoplay-policy=no-user-gesture-required',
];

// The phone project runs fewer specs than the desktop one, to keep CI inside its time limit: only those
// whose layout or touch behaviour differs on a phone. The others (the games' rules and scoring,
// itineraries and their sync, social, achievements, the audio player, tours, the artwork page, the
// route table) behave the same at every width, so running them twice took minutes and tested nothing
// new. A new spec file runs on desktop only until it is listed here. Listed, with what differs on a phone:
//   shell        the menu toggle and the mobile menu instead of the header navigation
//   auth         Sign In and Sign Up live in the mobile menu
//   gallery      the grid has one column
//   assistant    the chat's answers (its desktop-only behaviour tests skip themselves)
//   crossword    typing into the grid's squares, which raise the phone's keyboard
//   a11y         the phone renders other markup (menu toggle, stacked layouts), so axe checks it too
//   recognition  photo recognition, which visitors use from a phone's camera
//   assistant-languages  the chat in French and Russian, whose longer answers and link labels must
//                fit a phone's width as the English ones do
//   itineraries-manage  the cards' buttons, the name and dates dialog and the Undo toast on a narrow
//                screen (the buttons lose their words, the toast spans the width)
//   map-detail   the map's names, clusters and info window (a sheet on a phone) at a phone's size: the
//                map's behaviour on a small touch screen (map.spec.ts checks the rest once, and
//                languages-map.spec.ts checks the French and Russian texts at a phone's width itself)
const phoneSpecs = [
  'shell.spec.ts',
  'auth.spec.ts',
  'gallery.spec.ts',
  'assistant.spec.ts',
  'games-crossword.spec.ts',
  'a11y.spec.ts',
  'recognition.spec.ts',
  'assistant-languages.spec.ts',
  'itineraries-manage.spec.ts',
  'map-detail.spec.ts',
];

export default defineConfig({
  testDir: './tests',
  timeout: 45_000,
  expect: { timeout: 10_000 },
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  outputDir: './test-results',
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    screenshot: 'only-on-failure',
    // A trace records every step's page and screenshots: about 40% of the browser's CPU when every test
    // kept one in case it failed. A failed test's retry is traced instead (CI retries once).
    trace: 'on-first-retry',
    launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
    // The app's service worker would answer requests that tests intercept with page.route() and keep media
    // between the steps of a test; only offline.spec.ts allows it (test.use).
    serviceWorkers: 'block',
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], viewport: { width: 1366, height: 900 } } },
    { name: 'phone', use: { ...devices['Pixel 7'] }, testMatch: phoneSpecs },
  ],
  webServer: [
    // The learned recognition stage's cache is the integration suite's: `npm test` runs that suite
    // first, so this server finds the references described instead of spending a minute of CPU on
    // them while the first tests run (alone, it makes the cache itself).
    {
      ...appServer(port, dataDir, { RECOGNITION_CACHE_DIR: sharedRecognitionCache }),
      url: `http://127.0.0.1:${port}/api/v1/health`,
    },
    {
      command: `node e2e/fake-map-services.mjs ${fakeServicesPort}`,
      cwd: repoRoot,
      url: `http://127.0.0.1:${fakeServicesPort}/health`,
      timeout: 10_000,
      reuseExistingServer: false,
    },
    // A second server with a tile provider and a routing engine configured (the fake services above).
    // Only map tests use it, so it skips the start-up warming (audio, photo recognition, gazetteer),
    // which cost it about 220 s of CPU while the first tests ran; what it needs loads on first use.
    {
      ...appServer(onlineMapPort, join(dataDir, 'online-map'), {
        WARM_ON_START: 'false',
        MAP_TILE_URL: `http://127.0.0.1:${fakeServicesPort}/tiles/{z}/{x}/{y}.svg`,
        MAP_TILE_ATTRIBUTION: 'Test tiles',
        ROUTING_URL: `http://127.0.0.1:${fakeServicesPort}`,
      }),
      url: `http://127.0.0.1:${onlineMapPort}/api/v1/health`,
    },
  ],
});
