import { defineConfig, devices } from '@playwright/test';
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromiumArgs, chromiumPath } from './e2e/support/browser';
import { E2E_BASE_URL, E2E_PORT, e2eServerEnv } from './e2e/support/server-env';

// `npm test` passes the DATA_DIR it built with; run alone, the suite makes a fresh one.
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(path.join(tmpdir(), 'visa-e2e-'));
process.env.E2E_DATA_DIR = dataDir; // workers re-read this config: keep one directory per run
// One session secret per run, known to the workers too: the authorisation specs seal expired
// cookies with it, as the server would have sealed them.
process.env.E2E_SESSION_SECRET ??= randomBytes(32).toString('hex');
// The key applicants' documents are encrypted with, for every instance the specs start.
process.env.E2E_DOCUMENTS_KEY ??= randomBytes(32).toString('hex');

const launchOptions = { executablePath: chromiumPath(), args: chromiumArgs };

/**
 * What a phone shows: the public pages' layout, forms, menus and carousels in both languages,
 * their accessibility, and the admin's frame. The phone project runs these; the other specs (staff
 * tools and server behaviour, the same at any width) run at desktop width, which keeps the suite
 * inside CI's hour. `npm run screens` pictures every page at phone width besides.
 */
const PHONE_SPECS = [
  'accessibility', 'admin-session', 'arabic-forms', 'arabic-frame', 'arabic-pages', 'forms-without-javascript', 'lead-paths',
  'public-design', 'public-forms', 'public-home', 'public-layout', 'public-pages', 'visa-finder',
].map((name) => `**/${name}.spec.ts`);

export default defineConfig({
  testDir: './e2e',
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: process.env.CI ? 1 : 0,
  workers: 2,
  // CI runs on a shared 2-core machine: give slow moments room rather than fail on them.
  timeout: process.env.CI ? 60_000 : 30_000,
  expect: { timeout: process.env.CI ? 15_000 : 7_000 },
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL: E2E_BASE_URL,
    // In CI a trace is recorded for a retry only: one for every test (snapshots at each action)
    // cost about a sixth of the suite's time, and CI retries every failing test once.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    launchOptions,
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 }, launchOptions } },
    {
      name: 'mobile',
      use: { ...devices['Pixel 7'], viewport: { width: 390, height: 844 }, launchOptions },
      testMatch: PHONE_SPECS,
    },
  ],
  webServer: {
    command: `node server.mjs -p ${E2E_PORT} -H 127.0.0.1`,
    url: `${E2E_BASE_URL}/visa`,
    timeout: 60_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    env: e2eServerEnv(),
  },
});
