#!/usr/bin/env node
// `npm run bench:js`: the JavaScript part of `npm run bench` alone, in about three minutes and
// without Chromium or nginx: builds the site on a fresh store, starts it, prints each page type's
// gzipped JavaScript next to the framework baseline and the budget, and the largest chunks.
// Writes nothing to bench/results (the figures of record come from the full run). Exit 1 when
// a page is over its budget or carries admin code.
import { mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createCleanups } from '../lib/cleanups.mjs';
import { BUDGETS } from './budgets.mjs';
import { freePort } from './http.mjs';
import { measureJsWeight } from './js-weight.mjs';
import { buildFloor, floorPage, startFloor } from './floor.mjs';
import { discoverPages, isHome } from './pages.mjs';
import { buildSite, makeSiteEnv, startServer } from './server.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const workDir = path.join(root, 'bench', 'tmp');
const kib = (bytes) => (bytes / 1024).toFixed(1);
const cleanups = createCleanups('bench:js', { whatStops: 'the servers' });

async function main() {
  mkdirSync(workDir, { recursive: true });
  const port = await freePort();
  const { env, dataDir } = makeSiteEnv(port);
  cleanups.add('the temporary DATA_DIR', () => rmSync(dataDir, { recursive: true, force: true }));
  console.log('[bench:js] next build (log in bench/tmp/build.log)');
  await buildSite({ root, env, logFile: path.join(workDir, 'build.log') });
  const server = await startServer({ root, env, port, logFile: path.join(workDir, 'server.log') });
  cleanups.add('the server', () => server.stop());
  console.log('[bench:js] the floor: a bare Next.js page (log in bench/tmp/floor.log)');
  const floorBuild = await buildFloor({ root, logFile: path.join(workDir, 'floor-build.log') });
  cleanups.add('the floor build', () => floorBuild.remove());
  const floorServer = await startFloor({ root, dir: floorBuild.dir, port: await freePort(), logFile: path.join(workDir, 'floor.log') });
  cleanups.add('the floor server', () => floorServer.stop());

  const pages = await discoverPages(server.url, root);
  const floor = floorPage(floorServer.url);
  const weights = await measureJsWeight(server.url, pages, floor);
  console.log(`\nFramework baseline (${floor.label}, ${floor.url}): ${kib(weights[floor.key].totalGzip)} KB gz\n`);
  let failures = 0;
  for (const page of pages) {
    const js = weights[page.key];
    if (!js || js.skipped) {
      console.log(`${page.label.padEnd(26)} not measured (${js?.skipped ?? page.note})`);
      continue;
    }
    const limit = isHome(page) ? BUDGETS.jsOverBaselineKiB.home : BUDGETS.jsOverBaselineKiB.content;
    const ok = js.overBaselineGzip <= limit * 1024 && js.adminChunks.length === 0;
    if (!ok) failures += 1;
    console.log(
      `${page.label.padEnd(26)} ${kib(js.totalGzip).padStart(6)} KB gz, over baseline ${kib(js.overBaselineGzip).padStart(6)} (budget ${limit})` +
        `${js.adminChunks.length ? `, ADMIN CODE in ${js.adminChunks.map((c) => c.path).join(', ')}` : ''} ${ok ? 'ok' : 'OVER'}`,
    );
    const own = js.scripts.filter((script) => !weights[floor.key].scripts.some((base) => base.path === script.path));
    for (const script of own.sort((a, b) => b.gzip - a.gzip).slice(0, 4)) {
      console.log(`${''.padEnd(28)}${kib(script.gzip).padStart(6)} KB  ${script.path}`);
    }
  }
  return failures ? 1 : 0;
}

main()
  .then(async (code) => {
    await cleanups.cleanup();
    process.exit(code);
  })
  .catch(async (error) => {
    console.error(`[bench:js] ${error.stack ?? error.message}`);
    await cleanups.cleanup();
    process.exit(1);
  });
