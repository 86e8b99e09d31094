import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { defineConfig, devices } from '@playwright/test';
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
      ...env,
    },
  };
}

const chromiumArgs = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--autoplay-policy=no-user-gesture-required',
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
    trace: 'retain-on-failure',
    launchOptions: { executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: chromiumArgs },
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], viewport: { width: 1366, height: 900 } } },
    { name: 'phone', use: { ...devices['Pixel 7'] } },
  ],
  webServer: [
    { ...appServer(port, dataDir), url: `http://127.0.0.1:${port}/api/v1/health` },
    {
      command: `node e2e/fake-map-services.mjs ${fakeServicesPort}`,
      cwd: repoRoot,
      url: `http://127.0.0.1:${fakeServicesPort}/health`,
      timeout: 10_000,
      reuseExistingServer: false,
    },
    // A second server with a tile provider and a routing engine configured (the fake services above).
    {
      ...appServer(onlineMapPort, join(dataDir, 'online-map'), {
        MAP_TILE_URL: `http://127.0.0.1:${fakeServicesPort}/tiles/{z}/{x}/{y}.svg`,
        MAP_TILE_ATTRIBUTION: 'Test tiles',
        ROUTING_URL: `http://127.0.0.1:${fakeServicesPort}`,
      }),
      url: `http://127.0.0.1:${onlineMapPort}/api/v1/health`,
    },
  ],
});
