#!/usr/bin/env node
// `npm run bench`: builds the site on a fresh store, starts it, measures every page type
// (Lighthouse, JavaScript weight, throughput against nginx, memory under load), checks the
// budgets and writes bench/results/latest.{md,json}. Servers and browsers it starts are stopped
// at the end, on failure and on Ctrl-C.
import { mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gunzipSync } from 'node:zlib';
import { refreshUrl, startNginx as startClusterNginx } from '../cluster/nginx.mjs';
import { createCleanups } from '../lib/cleanups.mjs';
import { checkBudgets } from './budgets.mjs';
import { freePort, httpGet } from './http.mjs';
import { ADMIN_MARKERS, measureJsWeight } from './js-weight.mjs';
import { measureInp } from './inp.mjs';
import { createLighthouse } from './lighthouse.mjs';
import { compareWithNginx } from './load.mjs';
import { measureMemory } from './memory.mjs';
import { NGINX_WORKERS, startNginx } from './nginx.mjs';
import { descendants } from './proc.mjs';
import { buildFloor, floorPage, floorWithCoopPage, startFloor } from './floor.mjs';
import { discoverPages, pageUrl } from './pages.mjs';
import { firstTouchMicroseconds } from './page-faults.mjs';
import { CHROMIUM_PATH, NGINX_PATH, checkPreconditions, describeMachine, loadAverage } from './preconditions.mjs';
import { writeReport } from './report.mjs';
import { buildSite, makeSiteEnv, startServer } from './server.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const resultsDir = path.join(root, 'bench', 'results');
const workDir = path.join(root, 'bench', 'tmp'); // logs and the median Lighthouse reports (git-ignored)

// Defaults are the figures of record; the variables exist to try the script quickly.
const SETTINGS = [
  ['lighthouseRuns', 'BENCH_LH_RUNS', 3],
  ['loadSeconds', 'BENCH_LOAD_SECONDS', 15],
  ['loadRounds', 'BENCH_LOAD_ROUNDS', 3],
  ['loadWarmupSeconds', 'BENCH_LOAD_WARMUP_SECONDS', 2],
  ['loadRestSeconds', 'BENCH_LOAD_REST_SECONDS', 3],
  ['memoryRequests', 'BENCH_MEMORY_REQUESTS', 50_000],
];
const LOAD_CONNECTIONS = 32;
const GZIP = { 'accept-encoding': 'gzip' };
/** Page types put under load (cached public pages). */
const LOAD_PAGE_KEYS = ['visa-list', 'visa', 'blog-list'];

function readSettings() {
  const settings = { loadConnections: LOAD_CONNECTIONS, nginxWorkers: NGINX_WORKERS, adminMarkers: ADMIN_MARKERS, nonDefault: [] };
  for (const [name, variable, fallback] of SETTINGS) {
    const raw = process.env[variable];
    const value = raw === undefined || raw === '' ? fallback : Number(raw);
    if (!Number.isFinite(value) || value <= 0) throw new Error(`${variable} must be a positive number (got ${raw})`);
    settings[name] = value;
    if (value !== fallback) settings.nonDefault.push(`${variable}=${value}`);
  }
  // The floor under load too: shows what the bare framework itself reaches against nginx.
  // Off by default to keep the run short (it adds about 1.5 minutes).
  settings.loadFloor = process.env.BENCH_LOAD_FLOOR === '1';
  if (settings.loadFloor) settings.nonDefault.push('BENCH_LOAD_FLOOR=1');
  return settings;
}

const started = Date.now();
const log = (message) => console.log(`[bench ${String(Math.round((Date.now() - started) / 1000)).padStart(4)} s] ${message}`);

const cleanups = createCleanups('bench', { whatStops: 'the server, nginx and Chromium' });
const { cleanup } = cleanups;

/** Runs one measurement; a failure is recorded and the run goes on with the next one. */
async function section(name, errors, body) {
  log(`${name}…`);
  try {
    return await body();
  } catch (error) {
    errors.push(`${name}: ${error.message}`);
    log(`${name} failed: ${error.stack ?? error.message}`);
    return null;
  }
}

/** A floor page with the status it answered, and whether it can be measured. */
async function withStatus(page) {
  page.status = (await httpGet(page.url)).status;
  page.ok = page.status === 200;
  if (!page.ok) page.note = `expected 200, got ${page.status}`;
  return page;
}

async function main() {
  const problems = checkPreconditions();
  if (problems.length) {
    console.error(`[bench] This machine lacks what the benchmark needs:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    console.error('[bench] On Debian: apt-get update && apt-get install -y chromium nginx wrk');
    return 2;
  }
  const settings = readSettings();
  mkdirSync(workDir, { recursive: true });
  const errors = [];
  const results = {
    startedAt: new Date(started).toISOString(),
    machine: describeMachine(root),
    loadAverageStart: loadAverage(),
    firstTouchStart: firstTouchMicroseconds(),
    settings,
    errors,
  };

  const port = await freePort();
  const { env, dataDir } = makeSiteEnv(port);
  // The topology's nginx (load section) is told of edits here, as in production.
  const refreshPort = await freePort();
  env.CACHE_PURGE_URL = refreshUrl(refreshPort);
  cleanups.add('the temporary DATA_DIR', () => rmSync(dataDir, { recursive: true, force: true }));

  log(`next build (DATA_DIR ${dataDir}, SITE_URL ${env.SITE_URL}; log in bench/tmp/build.log)`);
  await buildSite({ root, env, logFile: path.join(workDir, 'build.log') });
  log('npm start (server.mjs)');
  const server = await startServer({ root, env, port, logFile: path.join(workDir, 'server.log') });
  cleanups.add('the server', () => server.stop());
  const serverPid = server.servingPid();
  log(`server ready at ${server.url} (pid ${serverPid})`);

  log('the floor: a bare Next.js page, next build and next start (logs in bench/tmp/floor-*.log)');
  const floorBuild = await buildFloor({ root, logFile: path.join(workDir, 'floor-build.log') });
  cleanups.add('the floor build', () => floorBuild.remove());
  const floorServer = await startFloor({ root, dir: floorBuild.dir, port: await freePort(), logFile: path.join(workDir, 'floor-server.log') });
  cleanups.add('the floor server', () => floorServer.stop());

  const pages = await discoverPages(server.url, root);
  const floor = await withStatus(floorPage(floorServer.url));
  const floorWithCoop = await withStatus(floorWithCoopPage(floorServer.url));
  results.pages = pages;
  results.floorPage = floor;
  results.floorWithCoopPage = floorWithCoop;
  for (const page of pages) log(`  ${page.label}: ${page.path ?? '—'} → ${page.status}${page.note ? ` (${page.note})` : ''}`);
  // Warm up: the first requests of each page compile and fill caches.
  for (const page of [...pages.filter((p) => p.ok), floor, floorWithCoop]) {
    for (let i = 0; i < 3; i += 1) await httpGet(pageUrl(page, server.url));
  }

  results.jsWeight = (await section('JavaScript weight', errors, () => measureJsWeight(server.url, pages, floor))) ?? {};

  const visaList = pages.find((p) => p.key === 'visa-list');
  results.memory = visaList.ok
    ? await section('memory under load', errors, () =>
        measureMemory({ pid: serverPid, url: `${server.url}${visaList.path}`, amount: settings.memoryRequests, connections: LOAD_CONNECTIONS, log }),
      )
    : null;
  if (!visaList.ok) results.memoryError = `/visa answers ${visaList.status}`;

  results.load = await section('throughput against nginx', errors, async () => {
    // The production topology: deploy/nginx's configuration in front of this server and a
    // second `npm start` on the same store.
    const second = await startServer({ root, env, port: await freePort(), logFile: path.join(workDir, 'server-2.log') });
    cleanups.add('the second server', () => second.stop());
    const topology = await startClusterNginx({ root, port: await freePort(), refreshPort, upstreams: [server.url, second.url].map((url) => new URL(url).host) });
    cleanups.add('the topology nginx', () => topology.stop());
    log(`  topology: nginx (deploy/nginx) at ${topology.url} in front of ${server.url} and ${second.url}`);
    const targets = [];
    for (const page of [...pages.filter((p) => p.ok && LOAD_PAGE_KEYS.includes(p.key)), ...(settings.loadFloor ? [floor] : [])]) {
      const isFloor = page === floor;
      // What wrk and browsers get: the page gzipped.
      const { status, headers, body } = await httpGet(pageUrl(page, isFloor ? floorServer.url : server.url), { headers: GZIP });
      if (headers['content-encoding'] !== 'gzip') throw new Error(`${page.path} came back ${headers['content-encoding'] ?? 'uncompressed'} when asked for gzip`);
      const pick = (...names) => Object.fromEntries(names.filter((n) => headers[n] !== undefined).map((n) => [n, headers[n]]));
      let topologyCache;
      if (!isFloor) {
        for (let i = 0; i < 3; i += 1) topologyCache = (await httpGet(`${topology.url}${page.path}`, { headers: GZIP })).headers['x-micro-cache'];
        if (topologyCache !== 'HIT') throw new Error(`nginx in front of the instances did not cache ${page.path} (X-Micro-Cache: ${topologyCache})`);
      }
      targets.push({
        key: page.key,
        path: page.path,
        status,
        file: `${page.key}.html`,
        body: gunzipSync(body),
        gzipped: body,
        gzipBytes: body.length,
        topologyCache,
        nextHeaders: pick('cache-control', 'content-encoding', 'x-nextjs-cache', 'x-nextjs-prerender', 'x-nextjs-stale-time'),
        urls: { next: pageUrl(page, isFloor ? floorServer.url : server.url), topology: isFloor ? undefined : `${topology.url}${page.path}` },
      });
    }
    if (!targets.length) throw new Error('no page to put under load');
    const nginxPort = await freePort();
    const nginx = await startNginx({ nginxPath: NGINX_PATH, port: nginxPort, files: targets.map((t) => ({ name: t.file, body: t.body, gzipped: t.gzipped })) });
    cleanups.add('nginx', () => nginx.stop());
    log(`  nginx on port ${nginxPort} serving ${targets.length} pages`);
    for (const target of targets) target.urls.nginx = nginx.url(target.file);
    const load = await compareWithNginx({
      targets,
      pidsOf: {
        // The floor (with BENCH_LOAD_FLOOR=1) runs in its own server: its CPU counts with the site's.
        next: () => (settings.loadFloor ? [serverPid, floorServer.servingPid()] : [serverPid]),
        nginx: () => nginx.pids(),
        topology: () => [...descendants(topology.pid), serverPid, second.servingPid()],
      },
      rounds: settings.loadRounds,
      duration: settings.loadSeconds,
      connections: LOAD_CONNECTIONS,
      warmupSeconds: settings.loadWarmupSeconds,
      restSeconds: settings.loadRestSeconds,
      log,
    });
    await nginx.stop();
    await topology.stop();
    await second.stop();
    return load;
  });

  results.inp = await section('INP of the consultation form', errors, async () => {
    const visa = pages.find((p) => p.key === 'visa');
    if (!visa?.ok) return { error: `no visa page (${visa?.note ?? 'not found'})` };
    const inp = await measureInp({ chromePath: CHROMIUM_PATH, url: pageUrl(visa, server.url), path: visa.path });
    for (const i of inp.interactions) log(`  INP ${i.label}: ${i.inpMs ?? '< 16'} ms`);
    return inp;
  });

  results.lighthouse = {};
  await section('Lighthouse', errors, async () => {
    const lh = await createLighthouse({ chromePath: CHROMIUM_PATH, log, saveDir: path.join(workDir, 'lighthouse') });
    cleanups.add('Chromium', () => lh.close());
    results.machine.chromiumReported = await lh.version();
    const targets = [...pages.filter((p) => p.ok), floor, ...(floorWithCoop.ok ? [floorWithCoop] : [])].map((page) => ({
      key: page.key,
      url: pageUrl(page, server.url),
    }));
    results.lighthouse = await lh.measure(targets, { runs: settings.lighthouseRuns });
    for (const [key, result] of Object.entries(results.lighthouse)) {
      if (!result.median) errors.push(`Lighthouse ${key}: every run failed`);
    }
    await lh.close();
  });

  results.budgets = checkBudgets({ pages, lighthouse: results.lighthouse, jsWeight: results.jsWeight, load: results.load, memory: results.memory, inp: results.inp });
  results.loadAverageEnd = loadAverage();
  results.firstTouchEnd = firstTouchMicroseconds();
  results.durationSeconds = Math.round((Date.now() - started) / 1000);
  writeReport(resultsDir, results);
  const misses = results.budgets.filter((b) => b.status === 'MISSES').length;
  log(`done: bench/results/latest.md (${misses} budget(s) missed${errors.length ? `, ${errors.length} error(s)` : ''})`);
  return errors.length ? 1 : 0;
}

let exitCode = 1;
try {
  exitCode = await main();
} catch (error) {
  console.error(`[bench] failed: ${error.stack ?? error.message}`);
  exitCode = 1;
} finally {
  await cleanup();
}
process.exit(exitCode);
