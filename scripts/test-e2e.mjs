#!/usr/bin/env node
// The Playwright suite on each store. For each run: a fresh temporary DATA_DIR (and, on MongoDB, a
// fresh database on the wire server this script starts), the build on that store (the programs
// of scripts/build-programs.mjs, then `next build`), then the Playwright suite against the
// production server (server.mjs) on the same store, so the pages prerendered at build time come
// from the store the server uses. One build per store: the build prerenders from it.
//
//   node scripts/test-e2e.mjs                    sqlite with both projects, mongodb's specs with desktop (CI)
//   node scripts/test-e2e.mjs --store=mongodb    one store, both projects unless --project is given
//   node scripts/test-e2e.mjs e2e/seo.spec.ts    any other argument goes to `playwright test`
//
// After a whole run on a store, the cluster test (scripts/cluster/run.mjs) runs on the same build.
// Prints `e2e [store/project]: N passed, F failed` per run and exits non-zero when either failed.
// The wire server, the temporary folders and a running Playwright are stopped on Ctrl-C too.
import { randomUUID } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createCleanups } from './lib/cleanups.mjs';
import { playwrightSummary } from './lib/playwright-summary.mjs';
import { startMongoWire } from './lib/mongo-wire.mjs';
import { runChild } from './lib/run-child.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const npx = process.platform === 'win32' ? 'npx.cmd' : 'npx';
// MongoDB runs the desktop project: the specs that do not depend on the viewport (the security
// matrices, the API, SEO: those that write the most to the store) skip the mobile one, so a
// mobile-only run would leave them out. The phone layouts read the store as desktop does and run
// on SQLite. On MongoDB the specs of the API and the data path run (records written, read back,
// answered by pages and the sitemap, in both languages), then the cluster test: the rest (the
// admin's screens, the pages' markup, layout and accessibility, the instance's own caches) goes
// through the same repositories and runs on SQLite, and Jest runs every store-bound test on both.
const STORE_SPECS = ['api-auth', 'api-content', 'api-old-client', 'leads-api', 'data-path', 'redirects', 'arabic-records'].map((name) => `e2e/${name}.spec.ts`);
const DEFAULT_PLAN = [
  { store: 'sqlite', projects: ['desktop', 'mobile'], specs: [] },
  { store: 'mongodb', projects: ['desktop'], specs: STORE_SPECS },
];

const args = process.argv.slice(2);
const storeArg = args.find((arg) => arg.startsWith('--store='))?.slice('--store='.length);
const playwrightArgs = args.filter((arg) => !arg.startsWith('--store='));
const projectsGiven = playwrightArgs.some((arg) => arg.startsWith('--project'));
if (storeArg && !['sqlite', 'mongodb'].includes(storeArg)) {
  console.error(`--store must be sqlite or mongodb, not ${storeArg}`);
  process.exit(2);
}
// The cluster test (two instances, workers and nginx on the run's build and store) runs after the
// whole suite, not when the run was narrowed to some specs or projects.
const runCluster = playwrightArgs.length === 0;
const plan = storeArg ? [{ store: storeArg, projects: [], specs: [] }] : DEFAULT_PLAN.map((run) => (projectsGiven ? { ...run, projects: [] } : run));

const cleanups = createCleanups('test-e2e', { whatStops: 'Playwright, the wire server and the temporary folders' });
const resultsDir = path.join(root, 'test-results');
mkdirSync(resultsDir, { recursive: true });
// The build prerenders canonical URLs, the sitemap and robots.txt from SITE_URL: the e2e server's.
const siteUrl = `http://127.0.0.1:${process.env.E2E_PORT ?? 3210}`;

let wire = null;
const summaries = [];
let failed = false;
try {
  for (const { store, projects, specs } of plan) {
    if (cleanups.interrupted()) break;
    const label = `${store}/${projects.join('+') || 'all projects'}`;
    const started = Date.now();
    const dataDir = mkdtempSync(path.join(tmpdir(), 'visa-e2e-'));
    cleanups.add(`the temporary DATA_DIR ${dataDir}`, () => rmSync(dataDir, { recursive: true, force: true }));
    // '' is "unset" to the env schema, and keeps a MONGODB_URI from the shell or .env.local out of a SQLite run.
    let mongodbUri = '';
    if (store === 'mongodb') {
      if (!wire) {
        wire = await startMongoWire();
        cleanups.add('the MongoDB wire server', wire.stop);
      }
      mongodbUri = `${wire.uri}/e2e_${randomUUID().replace(/-/g, '').slice(0, 12)}`;
    }
    const jsonFile = path.join(resultsDir, `e2e-${store}.json`);
    rmSync(jsonFile, { force: true }); // never count a previous run's report
    const env = { ...process.env, DATA_DIR: dataDir, E2E_DATA_DIR: dataDir, SITE_URL: siteUrl, MONGODB_URI: mongodbUri, PLAYWRIGHT_JSON_OUTPUT_FILE: jsonFile };
    const run = (command, commandArgs) => runChild(command, commandArgs, { env, cwd: root, cleanups });

    console.log(`\n== e2e on ${store}: npm run build, then Playwright (${projects.join(', ') || 'every project'}) ==`);
    // `npm run build` in two steps: the programs first (`npm run seed` runs one, and the cluster
    // test's workers another), then, since the build only reads the store, the sample content
    // (the server creates the e2e admin itself when it starts, from playwright.config.ts's
    // environment), then `next build`.
    let status = await run(process.execPath, ['scripts/build-programs.mjs']);
    if (status === 0) status = await runChild(process.execPath, ['scripts/seed.mjs'], { env: { ...env, NODE_ENV: 'test' }, cwd: root, cleanups });
    if (status === 0) status = await run(npx, ['next', 'build']);
    if (status === 0) {
      const projectArgs = projects.map((project) => `--project=${project}`);
      const specArgs = playwrightArgs.length === 0 ? specs : [];
      status = await run(npx, ['playwright', 'test', '--reporter=list,json', ...projectArgs, ...specArgs, ...playwrightArgs]);
      summaries.push(`e2e [${label}]: ${playwrightSummary(jsonFile)}, ${minutes(started)}`);
      if (runCluster) {
        // The production topology on the same build and store kind: scripts/cluster/run.mjs.
        const clusterStarted = Date.now();
        const clusterStatus = await runChild(process.execPath, ['scripts/cluster/run.mjs'], { env: { ...env, MONGODB_URI: mongodbUri }, cwd: root, cleanups });
        summaries.push(`cluster [${store}]: ${clusterStatus === 0 ? 'every check passed' : 'FAILED (see its lines above)'}, ${minutes(clusterStarted)}`);
        if (clusterStatus !== 0) failed = true;
      }
    } else {
      summaries.push(`e2e [${label}]: the build failed (${status}), no test ran, ${minutes(started)}`);
    }
    if (status !== 0) failed = true;
  }
} catch (error) {
  console.error(`[test-e2e] ${error.message}`);
  failed = true;
} finally {
  await cleanups.cleanup();
}
if (summaries.length) console.log(`\n${summaries.join('\n')}`);
process.exit(failed || cleanups.interrupted() ? 1 : 0);

function minutes(since) {
  const seconds = Math.round((Date.now() - since) / 1000);
  return `${Math.floor(seconds / 60)} min ${seconds % 60} s`;
}
