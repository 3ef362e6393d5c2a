#!/usr/bin/env node
// `npm run screens`: builds the site on a fresh seeded store, starts it, and saves a picture of
// every public page type and the main admin screens at phone (390x844) and desktop (1280x800)
// width under docs/screens/, for people to look at before a change is called done. Pages are
// taken whole (scrolled to the end first, so images that load on view are in), cut at MAX_HEIGHT.
import { chromium } from '@playwright/test';
import { randomBytes } from 'node:crypto';
import { mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { freePort } from './bench/http.mjs';
import { buildSite, makeSiteEnv, startServer } from './bench/server.mjs';
import { createCleanups } from './lib/cleanups.mjs';
import { leaveEnquiry, screenPages } from './screens/pages.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const outDir = path.join(root, 'docs', 'screens');
const logDir = path.join(root, 'bench', 'tmp');
const WIDTHS = [
  { name: 'phone', viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
  { name: 'desktop', viewport: { width: 1280, height: 800 } },
];
// Tall pages are cut here: enough to judge a layout, small enough to keep in the repository.
const MAX_HEIGHT = 6000;
const admin = { email: 'screens@ztartvisa.test', password: randomBytes(12).toString('hex') };

const cleanups = createCleanups('screens', { whatStops: 'the site and Chromium' });
try {
  const port = await freePort();
  const { env, dataDir } = makeSiteEnv(port);
  cleanups.add(`the temporary DATA_DIR ${dataDir}`, () => rmSync(dataDir, { recursive: true, force: true }));
  Object.assign(env, { ADMIN_EMAIL: admin.email, ADMIN_PASSWORD: admin.password });
  console.log('Building the site on a fresh seeded store…');
  await buildSite({ root, env, logFile: path.join(logDir, 'screens-build.log') });
  const server = await startServer({ root, env, port, logFile: path.join(logDir, 'screens-server.log') });
  cleanups.add('the site', () => server.stop());

  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium', args: chromiumArgs() });
  cleanups.add('Chromium', () => browser.close());
  mkdirSync(outDir, { recursive: true });
  for (const width of WIDTHS) {
    const context = await browser.newContext({ ...width, baseURL: server.url, reducedMotion: 'reduce' });
    const page = await context.newPage();
    if (width.name === 'phone') await leaveEnquiry(page).catch((error) => console.warn(`  (no enquiry left: ${error.message})`));
    await logIn(page);
    for (const screen of await screenPages(page)) {
      await page.goto(screen.path, { waitUntil: 'load' });
      // A signed-in browser prefetches each linked page uncached; on a slow host that can keep the
      // network busy longer than a picture needs to wait.
      await page.waitForLoadState('networkidle', { timeout: 15_000 }).catch(() => undefined);
      await scrollThrough(page);
      const file = path.join(outDir, `${screen.name}-${width.name}.webp`);
      const png = await page.screenshot({ fullPage: true, animations: 'disabled' });
      await sharp(png).extract(await topSlice(png)).webp({ quality: 60 }).toFile(file);
      console.log(`  ${path.relative(root, file)}  ${screen.path}`);
    }
    await context.close();
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await cleanups.cleanup();
}

function chromiumArgs() {
  const args = ['--disable-background-networking', '--disable-component-update', '--no-first-run', '--disable-gpu'];
  return process.getuid?.() === 0 ? [...args, '--no-sandbox'] : args;
}

async function logIn(page) {
  await page.goto('/login');
  await page.getByLabel('E-mail').fill(admin.email);
  await page.getByLabel('Password', { exact: true }).fill(admin.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await page.waitForURL(/\/admin$/);
}

/** Scrolls to the bottom and back, so lazy images and reveal animations have run. */
async function scrollThrough(page) {
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight / 2) {
      window.scrollTo(0, y);
      await new Promise((resolve) => setTimeout(resolve, 60));
    }
    window.scrollTo(0, 0);
  });
  await page.waitForLoadState('networkidle');
}

/** The top of a picture at most MAX_HEIGHT tall, at its own width. */
async function topSlice(png) {
  const { width, height } = await sharp(png).metadata();
  return { left: 0, top: 0, width, height: Math.min(height, MAX_HEIGHT) };
}
