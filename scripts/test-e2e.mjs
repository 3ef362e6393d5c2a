#!/usr/bin/env node
// Builds the site and runs the Playwright suite against the production server (server.mjs), both on one fresh temporary
// DATA_DIR, so the pages prerendered at build time come from the same store the server uses.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const dataDir = mkdtempSync(path.join(tmpdir(), 'visa-e2e-'));
// The build prerenders canonical URLs, the sitemap and robots.txt from SITE_URL: the e2e server's.
const siteUrl = `http://127.0.0.1:${process.env.E2E_PORT ?? 3210}`;
const env = { ...process.env, DATA_DIR: dataDir, E2E_DATA_DIR: dataDir, SITE_URL: siteUrl };
const run = (command, args) => spawnSync(command, args, { stdio: 'inherit', env }).status ?? 1;

// The build only reads the store, so the sample content goes in first (the server creates the
// e2e admin itself when it starts, from playwright.config.ts's environment).
let status = spawnSync(process.execPath, ['scripts/seed.mjs'], { stdio: 'inherit', env: { ...env, NODE_ENV: 'test' } }).status ?? 1;
if (status === 0) status = run('npx', ['next', 'build']);
if (status === 0) status = run('npx', ['playwright', 'test', ...process.argv.slice(2)]);
rmSync(dataDir, { recursive: true, force: true });
process.exit(status);
