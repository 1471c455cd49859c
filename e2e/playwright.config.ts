import { defineConfig, devices } from '@playwright/test';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startClearOfBangkokMidnight } from './bangkok-midnight';

// The real built server on a freshly seeded SQLite file, driven in Debian's Chromium.
const PORT = Number(process.env.E2E_PORT ?? 4310);
const dbDir = process.env.E2E_DB_DIR ?? mkdtempSync(join(tmpdir(), 'goldshop-e2e-'));
process.env.E2E_DB_DIR = dbDir; // workers re-evaluate this file; keep one database per run
// A whole run takes 12–18 minutes here; one that would cross Bangkok's midnight starts after it.
startClearOfBangkokMidnight(25);

const OPERATIONS = /operations\/.*\.spec\.ts$/;
const chromium = {
  executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--disable-quic',
    '--no-first-run',
  ],
};

export default defineConfig({
  testDir: '.',
  outputDir: '../test-results',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list'], ['json']],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    launchOptions: chromium,
    locale: 'th-TH',
    timezoneId: 'Asia/Bangkok',
    trace: 'retain-on-failure',
  },
  projects: [
    {
      name: 'phone',
      testIgnore: OPERATIONS,
      use: { ...devices['Pixel 7'], viewport: { width: 390, height: 844 }, launchOptions: chromium },
    },
    { name: 'desktop', testIgnore: OPERATIONS, use: { viewport: { width: 1280, height: 800 }, launchOptions: chromium } },
    // The shop as operated: behind a real Caddy over HTTPS, and `pnpm start` stopping on a signal. Each spec
    // starts its own servers, once (not per screen size).
    { name: 'operations', testMatch: OPERATIONS, use: { viewport: { width: 1280, height: 800 }, launchOptions: chromium } },
  ],
  webServer: {
    command: 'node --import tsx api/src/server.ts',
    cwd: '..',
    url: `http://127.0.0.1:${PORT}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    env: {
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATABASE_PATH: join(dbDir, 'e2e.db'),
      GOLD_PRICE_UPSTREAM: 'http://127.0.0.1:9/offline',
      GOLD_PRICE_TIMEOUT_MS: '300',
      LOG_LEVEL: 'warn',
      SIGNIN_RATE_LIMIT: '1000',
      // demo2 sends more uploads in a minute than a member would, on both screen sizes.
      UPLOAD_RATE_LIMIT: '1000',
      // Every test's browser is the same address.
      UPLOAD_ADDRESS_RATE_LIMIT: '1000',
    },
  },
});
