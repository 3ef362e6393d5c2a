#!/usr/bin/env node
// `npm run bench:portal`: the applicant's portal with 10,000 cases stored (budget: the page under
// 300 ms), and what a 10 MB upload costs the server in memory (budget: under 30 MB of growth).
// Seeds a fresh SQLite store through the store interface (10,000 cases of two travellers with
// five documents each, a few hundred decided so the expected window reads the consultancy's own
// cases), builds the site (or reuses .next with --reuse-build), starts the production server,
// opens one case's link as a device that typed its code (the cookie sealed as the server seals
// it), times GET /case/{token} (the whole page, as a phone gets it), then uploads a 10 MB PDF and
// a large photo while sampling the serving process's resident memory every 10 ms.
// Options: --cases=N (10000), --rounds=N (20), --reuse-build.
import { randomBytes } from 'node:crypto';
import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { sealData } from 'iron-session';
import sharp from 'sharp';
import { createCleanups } from '../lib/cleanups.mjs';
import { importTs, projectRoot as root } from '../lib/load-ts.mjs';
import { freePort } from './http.mjs';
import { descendants, residentKiB } from './proc.mjs';
import { buildSite, makeSiteEnv, startServer } from './server.mjs';

const PAGE_BUDGET_MS = 300;
const MEMORY_BUDGET_MB = 30;
const { values: options } = parseArgs({
  options: { cases: { type: 'string', default: '10000' }, rounds: { type: 'string', default: '20' }, 'reuse-build': { type: 'boolean', default: false } },
});
const caseCount = Number(options.cases);
const rounds = Number(options.rounds);
const cleanups = createCleanups('bench:portal', { whatStops: 'the server' });
const workDir = path.join(root, 'bench', 'tmp');
const DAY = 86_400_000;
const VISAS = ['japan-visit-visa-from-dubai', 'uk-visit-visa-from-dubai', 'france-visa-dubai', 'italy-visit-visa-from-dubai'];
const STAGES = ['documents_requested', 'documents_complete', 'appointment_booked', 'submitted', 'decision', 'passport_returned', 'closed'];

async function seed(env) {
  Object.assign(process.env, env);
  const { getStore } = await importTs('lib/store/index.ts');
  const { documentKeyring } = await importTs('lib/cases/document-key.ts');
  const { createPortalLink } = await importTs('lib/cases/portal-access.ts');
  const store = await getStore();
  const admin = await store.admins.create({ email: 'bench-sales@example.com', passwordHash: 'x', displayName: 'Bench Sales', role: 'sales' });
  const started = performance.now();
  const now = Date.now();
  let target = null;
  for (let index = 0; index < caseCount; index++) {
    const at = new Date(now - (index / caseCount) * 200 * DAY).toISOString();
    const stage = STAGES[index % STAGES.length];
    const decided = stage === 'decision' || stage === 'passport_returned';
    const key = index.toString(36).padStart(4, '0'); // ids of 6 characters at least, as the portal's are
    const items = (status) => ['Passport bio page', 'Passport photo', 'Bank statement', 'Salary certificate', 'Flight booking'].map((label, n) => ({ id: `${key}i${n}`, label, status, reason: null, fileId: null, updatedAt: at }));
    const record = await store.cases.create({
      applicant: { name: `Bench applicant ${index}`, email: `applicant${index}@example.com`, phone: `5${String(index).padStart(8, '0')}` },
      leadId: null,
      visa: { slug: VISAS[index % VISAS.length], title: 'Japan tourist visa', country: 'Japan' },
      travellers: [
        { id: `${key}t0`, name: `Traveller ${index} A`, checklist: items(index % 3 ? 'accepted' : 'waiting') },
        { id: `${key}t1`, name: `Traveller ${index} B`, checklist: items('received') },
      ],
      travelFrom: null,
      travelTo: null,
      consultant: { id: admin._id, name: 'Bench Sales' },
      stage,
      stageAt: at,
      appointment: null,
      submittedAt: STAGES.indexOf(stage) >= 3 ? at : null,
      decision: decided ? { outcome: 'approved', date: at.slice(0, 10) } : null,
      decisionDays: decided ? 5 + (index % 15) : null,
      documentsDueAt: null,
      documentsDeletedAt: null,
      createdBy: { id: admin._id, name: 'Bench Sales' },
      createdAt: at,
    });
    for (let event = 0; event < 3; event++) {
      await store.caseEvents.add({ caseId: record._id, at, actor: { kind: 'staff', name: 'Bench Sales' }, text: `Event ${event} of case ${index}.`, forApplicant: event !== 1 });
    }
    if (index === Math.floor(caseCount / 2)) target = record;
  }
  await store.visaFacts.save(VISAS[0], { kinds: ['tourist'], fees: [{ kind: 'government', label: 'Visa fee', amountAed: 300, refundable: false }], processingDays: { min: 5, max: 10 }, appointmentDays: { min: 7, max: 14 }, validity: '90 days', entries: 'single', maxStay: '15 days', feeNote: '' }, { by: { id: null, name: 'Bench' }, at: new Date().toISOString() });
  const keyring = documentKeyring({ DOCUMENTS_KEY: env.DOCUMENTS_KEY, DOCUMENTS_OLD_KEYS: [], DATA_DIR: env.DATA_DIR, NODE_ENV: 'production' });
  // The case the portal opens is at its first stage, so it takes uploads.
  await store.cases.change(target._id, () => ({ stage: 'documents_requested', submittedAt: null, decision: null, decisionDays: null }));
  const { link, token } = await createPortalLink(store, keyring, await store.cases.get(target._id), { id: admin._id, name: 'Bench Sales' }, new Date());
  console.log(`[bench:portal] ${caseCount} cases (${caseCount * 3} timeline entries) stored through the store in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  await store.close();
  return { token, linkId: link._id, travellerId: target.travellers[1].id, items: target.travellers[1].checklist.map((item) => item.id) };
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

async function timeGet(url, cookie) {
  const started = performance.now();
  const response = await fetch(url, { headers: { cookie, accept: 'text/html' } });
  // React writes `<!-- -->` between a text and the value beside it.
  const html = (await response.text()).replaceAll('<!-- -->', '');
  if (response.status !== 200 || !html.includes('Now: Documents requested')) throw new Error(`${url} answered ${response.status} without the case`);
  return performance.now() - started;
}

async function noisePhoto(width, height, format) {
  const noise = Buffer.alloc(width * height * 3);
  for (let i = 0; i < noise.length; i += 4096) randomBytes(Math.min(4096, noise.length - i)).copy(noise, i);
  return sharp(noise, { raw: { width, height, channels: 3 } }).toFormat(format, { quality: 80 }).toBuffer();
}

function commandLine(pid) {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8');
  } catch {
    return '';
  }
}

function safeResidentKiB(pid) {
  try {
    return residentKiB(pid);
  } catch {
    return 0; // it ended between two samples
  }
}

/** Uploads `bytes` while sampling the serving process's RSS; returns the answer and the growth over the baseline. */
async function measuredUpload(server, pid, url, cookie, bytes, name) {
  global.gc?.();
  await new Promise((resolve) => setTimeout(resolve, 1500));
  const baseline = residentKiB(pid);
  let peak = baseline;
  // Images are decoded in a process of their own, beside the server: its peak is shown apart.
  let helperPeak = 0;
  const helpers = () => descendants(pid).filter((child) => child !== pid && /image-reencoder/.test(commandLine(child)));
  const sampler = setInterval(() => {
    peak = Math.max(peak, residentKiB(pid));
    for (const helper of helpers()) helperPeak = Math.max(helperPeak, safeResidentKiB(helper));
  }, 10);
  const started = performance.now();
  const response = await fetch(url, { method: 'POST', body: bytes, headers: { cookie, origin: server.url, 'content-type': 'application/octet-stream', 'x-file-name': name } });
  const answer = await response.json();
  const ms = performance.now() - started;
  await new Promise((resolve) => setTimeout(resolve, 300));
  clearInterval(sampler);
  peak = Math.max(peak, residentKiB(pid));
  if (response.status !== 201) throw new Error(`${name} answered ${response.status}: ${answer.message}`);
  return { growthMb: (peak - baseline) / 1024, baselineMb: baseline / 1024, helperMb: helperPeak / 1024, ms };
}

async function main() {
  const port = await freePort();
  const { env, dataDir } = makeSiteEnv(port);
  cleanups.add('the temporary DATA_DIR', () => rmSync(dataDir, { recursive: true, force: true }));
  const seeded = await seed(env);
  if (!options['reuse-build']) {
    console.log('[bench:portal] next build (log in bench/tmp/portal-build.log)');
    await buildSite({ root, env, logFile: path.join(workDir, 'portal-build.log') });
  }
  const server = await startServer({ root, env, port, logFile: path.join(workDir, 'portal-server.log') });
  cleanups.add('the server', () => server.stop());
  const device = await sealData({ links: { [seeded.linkId]: Date.now() + DAY } }, { password: env.SESSION_SECRET, ttl: 90 * 86_400 });
  const cookie = `zv_case=${device}`;
  const pageUrl = `${server.url}/case/${seeded.token}`;

  await timeGet(pageUrl, cookie); // warm-up
  await timeGet(pageUrl, cookie);
  const times = [];
  for (let round = 0; round < rounds; round++) times.push(await timeGet(pageUrl, cookie));
  times.sort((a, b) => a - b);
  const [p50, p95] = [percentile(times, 50), percentile(times, 95)];
  console.log(`portal [sqlite, ${caseCount} cases] the applicant's page  p50 ${p50.toFixed(0)} ms, p95 ${p95.toFixed(0)} ms (budget ${PAGE_BUDGET_MS} ms)`);

  const { minimalPdf } = await importTs('test/cases/sample-files.ts');
  const pdf = minimalPdf('bench', 10 * 1024 * 1024 - 2048);
  // Noise compresses worst: the largest picture that stays under 10 MB in each format.
  const photo = await noisePhoto(4400, 3300, 'jpeg');
  const webp = await noisePhoto(4200, 3150, 'webp');
  const pid = server.servingPid();
  const upload = (item) => `${server.url}/case/${seeded.token}/upload?traveller=${seeded.travellerId}&item=${seeded.items[item]}`;
  const results = [];
  for (const [label, bytes, name, item] of [
    ['PDF', pdf, 'passport.pdf', 0],
    ['JPEG photo', photo, 'photo.jpg', 1],
    ['WebP photo', webp, 'photo.webp', 2],
  ]) {
    const result = await measuredUpload(server, pid, upload(item), cookie, bytes, name);
    results.push(result);
    console.log(
      `portal [sqlite] upload of a ${(bytes.length / 1024 / 1024).toFixed(1)} MB ${label}: ${result.ms.toFixed(0)} ms, server memory +${result.growthMb.toFixed(1)} MB over ${result.baselineMb.toFixed(0)} MB (budget ${MEMORY_BUDGET_MB} MB)${result.helperMb ? `; the re-encoding process peaked at ${result.helperMb.toFixed(0)} MB and ended` : ''}`,
    );
  }
  return p95 >= PAGE_BUDGET_MS || results.some((result) => result.growthMb >= MEMORY_BUDGET_MB) ? 1 : 0;
}

let status = 1;
try {
  status = await main();
} catch (error) {
  console.error(`[bench:portal] ${error instanceof Error ? error.stack : error}`);
} finally {
  await cleanups.cleanup();
}
process.exit(status);
