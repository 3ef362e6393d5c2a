#!/usr/bin/env node
// `npm run test:cluster`: the production topology on loopback, against the existing build (.next
// and dist, from `npm run build`) and the store the environment names (MONGODB_URI, else a fresh
// SQLite file): two instances of server.mjs with LEADS_WORKER=separate, two `npm run worker`
// processes (dist/worker.cjs), and Debian's nginx in front with deploy/nginx's configuration. It
// checks that
//   1. an edit made through one instance shows through the other and through nginx on the very
//      next request;
//   2. 500 leads sent through nginx, while one instance is killed with SIGKILL and restarted, are
//      each stored once and delivered once to the CRM and once by e-mail (visitors whose request
//      failed send it again with the same idempotency key, as the site's forms do);
//   3. on SQLite, while another process holds the database's write lock for 10 s, cached pages
//      answer as fast as just before it, and a lead sent meanwhile is stored once the lock goes;
//   4. an instance whose store is unreachable when it starts answers 503 with the plain message,
//      then serves again once the store is back, with no restart;
//   5. the forms' rate limit (5 a minute per address) holds across both instances;
//   6. a production start with SESSION_SECRET missing exits non-zero and names it;
// and prints the figures. Everything it starts is stopped at the end, on failure and on Ctrl-C.
import { spawn } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { closeSync, existsSync, mkdirSync, mkdtempSync, openSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '../bench/http.mjs';
import { startServer } from '../bench/server.mjs';
import { createCleanups } from '../lib/cleanups.mjs';
import { importTs } from '../lib/load-ts.mjs';
import { startMongoWire } from '../lib/mongo-wire.mjs';
import { refreshUrl, startNginx } from './nginx.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const BASE_PORT = Number(process.env.CLUSTER_BASE_PORT ?? 3520);
// An instance started with the store down and one started without its secret take b + 1 and b + 2.
const PORTS = { nginx: BASE_PORT, a: BASE_PORT + 1, b: BASE_PORT + 2, nginxRefresh: BASE_PORT + 5 };
/** The consent a visitor's consultation form sends (read from the forms' helpers when the run starts). */
let CONSENT;
const LEADS = 500;
const CONCURRENCY = 10;
const KILL_AT = 150;
const RESTART_AT = 300;
const LOCK_MS = 10_000;
const BASELINE_MS = 4_000;
const ADMIN = { email: 'cluster-owner@ztartvisa.test', password: 'cluster-password-7d2e' };

const storeName = process.env.MONGODB_URI ? 'mongodb' : 'sqlite';
const started = Date.now();
const log = (message) => console.log(`[cluster ${storeName} ${String(Math.round((Date.now() - started) / 1000)).padStart(3)} s] ${message}`);
const cleanups = createCleanups('cluster', { whatStops: 'the instances, workers, nginx and stand-ins' });
const failures = [];
const check = (ok, what) => {
  log(`${ok ? 'ok  ' : 'FAIL'} ${what}`);
  if (!ok) failures.push(what);
};
const pause = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** A store of this run's own: a fresh SQLite folder, or a fresh database on the MongoDB server. */
function storeEnv() {
  if (process.env.MONGODB_URI) {
    const url = new URL(process.env.MONGODB_URI);
    url.pathname = `/cluster_${randomUUID().slice(0, 8)}`;
    return { MONGODB_URI: url.toString() };
  }
  const dataDir = mkdtempSync(path.join(tmpdir(), 'ztart-cluster-'));
  cleanups.add('the SQLite folder', () => rmSync(dataDir, { recursive: true, force: true }));
  return { DATA_DIR: dataDir };
}

function startWorker(env, name) {
  const logFile = path.join(tmpdir(), `ztart-cluster-${name}.log`);
  const fd = openSync(logFile, 'w');
  const child = spawn(process.execPath, [path.join(root, 'scripts', 'worker.mjs')], { cwd: root, env, stdio: ['ignore', fd, fd], detached: true });
  closeSync(fd);
  const stop = async () => {
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      return;
    }
    for (let i = 0; i < 50 && child.exitCode === null; i++) await pause(100);
    try {
      process.kill(-child.pid, 'SIGKILL');
    } catch {
      // gone
    }
  };
  cleanups.add(name, stop);
}

async function text(url, init) {
  const response = await fetch(url, init);
  return { status: response.status, body: await response.text(), headers: response.headers };
}

/**
 * A request made to one instance directly, as nginx passes it on: the public host in Host and the
 * page's origin in Origin, so the instance's same-origin checks see what they would in production.
 */
function toInstance(instanceUrl, siteUrl, { method, headers, body }) {
  return new Promise((resolve, reject) => {
    const request = http.request(`${instanceUrl}${headers.path}`, {
      method,
      headers: { 'x-forwarded-for': '10.200.0.1', ...headers.values, host: new URL(siteUrl).host, origin: siteUrl, 'content-length': body.length },
    });
    request.on('response', (response) => {
      const parts = [];
      response.on('data', (part) => parts.push(part));
      response.on('end', () => resolve({ status: response.statusCode, headers: response.headers, body: Buffer.concat(parts).toString('utf8') }));
    });
    request.on('error', reject);
    request.end(body);
  });
}

async function logIn(instanceUrl, siteUrl) {
  const answer = await toInstance(instanceUrl, siteUrl, {
    method: 'POST',
    headers: { path: '/api/1.0/auth/login', values: { 'content-type': 'application/json' } },
    body: Buffer.from(JSON.stringify(ADMIN)),
  });
  if (answer.status !== 200) throw new Error(`login answered ${answer.status}: ${answer.body}`);
  return String(answer.headers['set-cookie']).split(';')[0];
}

async function createVisa(instanceUrl, siteUrl, cookie) {
  const sharp = (await import('sharp')).default;
  const png = await sharp({ create: { width: 64, height: 40, channels: 3, background: '#1d6fb8' } }).png().toBuffer();
  const slug = `cluster-${randomUUID().slice(0, 8)}`;
  const form = new FormData();
  const fields = { country: 'Chile', title: `Chile visa ${slug}`, slug, description: '<p>Chile.</p>', metaTitle: 'Chile visa', metaKeywords: 'chile', metaDescription: 'Chile visa from Dubai.', imageAlt: 'The Andes', about: '', questions: '[]', faqs: '[]' };
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append('file', new Blob([png], { type: 'image/png' }), 'andes.png');
  const multipart = new Request(siteUrl, { method: 'POST', body: form });
  const answer = await toInstance(instanceUrl, siteUrl, {
    method: 'POST',
    headers: { path: '/api/1.0/admin/testimonial/create-testimonial', values: { cookie, 'content-type': multipart.headers.get('content-type') } },
    body: Buffer.from(await multipart.arrayBuffer()),
  });
  if (answer.status !== 200) throw new Error(`create answered ${answer.status}: ${answer.body}`);
  return fields;
}

/** One visitor's submission, sent again with the same key while the answer is a failure. */
async function submitLead(nginxUrl, index) {
  const body = JSON.stringify({
    fields: { user_name: `Cluster Visitor ${String(index).padStart(3, '0')}`, user_mobile: '501234567', user_cnty: 'France' },
    idempotencyKey: randomUUID(),
    startedAt: Date.now() - 5_000,
    website: '',
    consent: CONSENT,
  });
  const headers = { 'content-type': 'application/json', origin: nginxUrl, 'x-forwarded-for': `10.${(index >> 8) & 255}.${index & 255}.7` };
  for (let attempt = 1; attempt <= 8; attempt++) {
    try {
      const response = await fetch(`${nginxUrl}/api/forms/consultation`, { method: 'POST', headers, body });
      const answer = await response.json().catch(() => ({}));
      // A 201 whose body was cut off (the instance died while answering) is, to the visitor's
      // page, a failed request: it is sent again, as it would be.
      if (response.status === 201 && typeof answer.data?.id === 'string') return { id: answer.data.id, attempts: attempt };
      if (response.status !== 201 && response.status < 500) throw new Error(`lead ${index} refused: ${response.status} ${JSON.stringify(answer)}`);
    } catch (error) {
      if (String(error.message).startsWith(`lead ${index} refused`)) throw error;
    }
    // Waiting longer each time, as a person trying again would: every try counts against the
    // form's limit of 5 a minute per address, failed ones included.
    await pause(Math.min(1000 * 2 ** (attempt - 1), 8000));
  }
  throw new Error(`lead ${index} was never accepted`);
}

/**
 * 3 (SQLite). Another process holds the file's write lock for 10 s: cached pages keep answering
 * as fast as they did just before (a page that waited on the lock would take seconds), and a lead
 * sent meanwhile is stored once the lock goes. The budget is relative to that baseline, so a busy
 * machine slows both sides alike; 100 ms of slack covers the noise of a short sample.
 */
async function lockPhase(dataDir, instanceUrl, nginxUrl) {
  const Database = (await import('better-sqlite3')).default;
  const other = new Database(path.join(dataDir, 'site.db'));
  const pages = ['/visa', '/blogs', '/'];
  for (const page of pages) await text(`${instanceUrl}${page}`); // cached before the lock
  const before = await pageLatencies(instanceUrl, pages, BASELINE_MS);
  other.exec('BEGIN IMMEDIATE');
  const lead = submitLead(nginxUrl, LEADS + 1);
  let during;
  try {
    during = await pageLatencies(instanceUrl, pages, LOCK_MS);
  } finally {
    other.exec('COMMIT');
    other.close();
  }
  const budget = 2 * before.p99 + 100;
  check(
    during.p99 < budget,
    `while another process held the SQLite write lock for ${LOCK_MS / 1000} s: ${during.count} cached pages, p50 ${during.p50.toFixed(1)} ms, ` +
      `p99 ${during.p99.toFixed(1)} ms (before the lock: p50 ${before.p50.toFixed(1)} ms, p99 ${before.p99.toFixed(1)} ms; budget ${budget.toFixed(0)})`,
  );
  const { id } = await lead;
  check(typeof id === 'string', `a lead sent during the lock was stored once it went (${id})`);
}

/** Four clients asking for cached pages for `durationMs`: how many answered, and how fast. */
async function pageLatencies(instanceUrl, pages, durationMs) {
  const until = Date.now() + durationMs;
  const latencies = [];
  await Promise.all(
    Array.from({ length: 4 }, async (_, worker) => {
      for (let i = worker; Date.now() < until; i += 4) {
        const started = performance.now();
        const { status } = await text(`${instanceUrl}${pages[i % pages.length]}`);
        latencies.push(performance.now() - started);
        if (status !== 200) throw new Error(`a cached page answered ${status}`);
      }
    }),
  );
  const sorted = latencies.sort((a, b) => a - b);
  const at = (share) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))];
  return { count: sorted.length, p50: at(0.5), p99: at(0.99) };
}

/**
 * 4. An instance whose store cannot be reached when it starts: it starts anyway, answers 503 with
 * the plain message where it needs the store, and serves again once the store is back, with no
 * restart. SQLite: the data folder cannot be created (a file stands where its parent should be),
 * then can. `bringBack` is the store's own way of coming back.
 */
async function storeDownPhase(env, { storeEnvWhileDown, bringBack }) {
  const port = PORTS.b + 1;
  const instance = await startServer({ root, env: { ...env, ...storeEnvWhileDown }, port, logFile: path.join(tmpdir(), 'ztart-cluster-c.log'), readyPath: '/robots.txt' });
  cleanups.add('instance c', () => instance.stop());
  const health = await text(`${instance.url}/api/health`);
  check(health.status === 503 && health.body.includes('The database is not reachable right now.'), `store down at start: the instance starts, /api/health answers ${health.status} ${health.body}`);
  const lead = await postLead(instance.url, LEADS + 2);
  check(lead.status === 503 && /not reachable|try again/i.test(lead.body), `... a form answers ${lead.status} ${lead.body.slice(0, 120)}`);
  const pageStarted = performance.now();
  const page = await text(`${instance.url}/visa`);
  const pageMs = performance.now() - pageStarted;
  // Built from an empty store and marked stale at start, the list is rendered from the store, so
  // it fails like any page that needs the store: at once, not after the store's timeouts.
  check(
    pageMs < 3_000 && page.status === 503 && page.body.includes('The database is not reachable right now.'),
    `... a list page answers 503 with the plain message at once, without waiting on the store (${page.status} in ${Math.round(pageMs)} ms)`,
  );
  const unrendered = await text(`${instance.url}/blogs/a-post-not-rendered-yet`);
  check(
    unrendered.status === 503 && unrendered.body.includes('The database is not reachable right now.') && unrendered.headers.get('retry-after') === '5',
    `... a page that needs the store answers 503 with the plain message and Retry-After, not 500 (${unrendered.status})`,
  );
  await bringBack();
  const backBy = Date.now() + 30_000;
  let healthAfter;
  do {
    await pause(500);
    healthAfter = await text(`${instance.url}/api/health`);
  } while (healthAfter.status !== 200 && Date.now() < backBy);
  check(healthAfter.status === 200, `... the store comes back: /api/health answers ${healthAfter.status} with no restart`);
  const again = await postLead(instance.url, LEADS + 2);
  check(again.status === 201, `... and the form is stored (${again.status})`);
  // The store came back empty (a new data folder): the start's seeding is tried again every
  // SEED_RETRY_MS (5 s), and the lists show the seeded pages once it has run.
  const seededBy = Date.now() + 20_000;
  let list;
  do {
    list = await text(`${instance.url}/visa`);
    if (list.status === 200 && list.body.includes('/visa/')) break;
    await pause(1_000);
  } while (Date.now() < seededBy);
  check(list.status === 200 && list.body.includes('/visa/'), `... and /visa lists the seeded visas once the start's seeding has run (${list.status})`);
  await instance.stop();
}

/** 6. A production start with a setting missing exits non-zero, naming it, instead of serving 500s. */
async function badSettingPhase(env) {
  const { SESSION_SECRET: _left, ...withoutSecret } = env;
  const child = spawn(process.execPath, [path.join(root, 'server.mjs'), '-p', String(PORTS.b + 2), '-H', '127.0.0.1'], { cwd: root, env: withoutSecret, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const code = await Promise.race([new Promise((resolve) => child.once('exit', resolve)), pause(60_000).then(() => 'still running')]);
  if (code === 'still running') child.kill('SIGKILL');
  check(code === 1 && output.includes('SESSION_SECRET'), `a production start without SESSION_SECRET exits with status ${code} and names it`);
}

/** 5. The forms' limit of 5 a minute per address holds across instances: the 6th is refused. */
async function rateLimitPhase(instances) {
  const statuses = [];
  for (let i = 0; i < 6; i++) {
    const instance = i % 2 === 0 ? instances.a : instances.b;
    statuses.push((await postLead(instance.url, LEADS + 10 + i, '10.201.0.1')).status);
  }
  check(statuses.join(',') === '201,201,201,201,201,429', `a visitor alternating between the instances is limited to 5 a minute in all: ${statuses.join(', ')}`);
}

/** One form submission straight to an instance, as nginx passes it on. */
function postLead(instanceUrl, index, address) {
  const body = JSON.stringify({
    fields: { user_name: `Cluster Visitor ${index}`, user_mobile: '501234567', user_cnty: 'France' },
    idempotencyKey: `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`,
    startedAt: Date.now() - 5_000,
    website: '',
    consent: CONSENT,
  });
  const siteUrl = `http://127.0.0.1:${PORTS.nginx}`;
  const values = { 'content-type': 'application/json', ...(address ? { 'x-forwarded-for': address } : {}) };
  return toInstance(instanceUrl, siteUrl, { method: 'POST', headers: { path: '/api/forms/consultation', values }, body: Buffer.from(body) });
}

async function main() {
  if (!existsSync(path.join(root, '.next', 'BUILD_ID'))) throw new Error('No production build in .next: run `npm run build` first.');
  // The workers log to files, where a missing program would go unseen until no lead is delivered.
  if (!existsSync(path.join(root, 'dist', 'worker.cjs'))) throw new Error('No worker program in dist: run `npm run build` (or `npm run build:programs`) first.');
  const { startCrmStandIn, duplicateLeads } = await importTs('test/leads/crm-stand-in.ts');
  const { startSmtpSink, duplicateMessageIds } = await importTs('test/leads/smtp-sink.ts');
  CONSENT = (await importTs('test/leads/forms.ts')).consentFor('consultation');
  const crm = await startCrmStandIn('ok', null, { delayMs: 20 });
  cleanups.add('the CRM stand-in', () => crm.close());
  const smtp = await startSmtpSink('accept');
  cleanups.add('the SMTP stand-in', () => smtp.close());

  const siteUrl = `http://127.0.0.1:${PORTS.nginx}`;
  const env = {
    ...process.env,
    ...storeEnv(),
    NODE_ENV: 'production',
    SITE_URL: siteUrl,
    SESSION_SECRET: randomUUID() + randomUUID(),
    DOCUMENTS_KEY: randomBytes(32).toString('hex'),
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    // The test's own address (X-Forwarded-For, as a visitor's proxy would set it) and nginx's.
    TRUSTED_PROXIES: '2',
    LEADS_WORKER: 'separate',
    LEAD_API_URL: crm.url,
    LEAD_API_CLIENT_ID: 'cluster-client',
    LEAD_API_CLIENT_SECRET: 'cluster-secret',
    SMTP_URL: smtp.url,
    MAIL_FROM: '"Ztart Visa website" <no-reply@ztartvisa.test>',
    MAIL_TO: 'leads@ztartvisa.test',
    // An edit asks nginx for the content version again, so its pages change on the next request.
    CACHE_PURGE_URL: refreshUrl(PORTS.nginxRefresh),
  };
  delete env.CLOUDINARY_URL;
  const logFile = (name) => path.join(tmpdir(), `ztart-cluster-${name}.log`);
  const instances = {};
  for (const name of ['a', 'b']) {
    instances[name] = await startServer({ root, env, port: PORTS[name], logFile: logFile(name), readyPath: '/api/health' });
    cleanups.add(`instance ${name}`, () => instances[name].stop());
  }
  startWorker(env, 'worker-1');
  startWorker(env, 'worker-2');
  const nginx = await startNginx({ root, port: PORTS.nginx, refreshPort: PORTS.nginxRefresh, upstreams: [`127.0.0.1:${PORTS.a}`, `127.0.0.1:${PORTS.b}`] });
  cleanups.add('nginx', () => nginx.stop());
  log(`instances on ${PORTS.a} and ${PORTS.b}, two workers, nginx on ${PORTS.nginx}`);

  // 1. An edit through A, seen through B and nginx on the very next request.
  const seen = [];
  for (let i = 0; i < 4; i++) {
    await text(`${instances.b.url}/visa`);
    const through = await text(`${nginx.url}/visa`);
    seen.push(`${through.status} ${through.headers.get('x-micro-cache')} (${through.headers.get('cache-control')})`);
  }
  check(seen.at(-1).includes('HIT'), `nginx caches public pages: ${seen.join(', ')}`);
  const cookie = await logIn(instances.a.url, siteUrl);
  const visa = await createVisa(instances.a.url, siteUrl, cookie);
  const throughB = await text(`${instances.b.url}/visa`);
  const throughNginx = await text(`${nginx.url}/visa`);
  check(throughB.body.includes(visa.title), 'a visa created through instance A is listed by instance B on its next request');
  check(throughNginx.body.includes(visa.title), `... and through nginx on its next request (X-Micro-Cache: ${throughNginx.headers.get('x-micro-cache')})`);
  check((await text(`${nginx.url}/visa/${visa.slug}`)).status === 200, '... and its page answers through nginx');
  // That page was rendered for the request: nginx keeps the answer as it came, and a copy kept
  // without its length goes out chunked on every hit, at half the speed (server/whole-answers.mjs).
  const hit = await text(`${nginx.url}/visa/${visa.slug}`);
  check(
    hit.headers.get('x-micro-cache') === 'HIT' && hit.headers.get('content-length') !== null && hit.headers.get('transfer-encoding') === null,
    `... and nginx answers it again from its cache with its length (X-Micro-Cache: ${hit.headers.get('x-micro-cache')}, Content-Length: ${hit.headers.get('content-length')}, Transfer-Encoding: ${hit.headers.get('transfer-encoding')})`,
  );

  // Next runs a server action posted to any page, so a page takes no large body without a
  // session: nginx refuses it from its length. The applicant's upload, a route that reads its
  // file itself, is passed on (and refused there for want of the application page's origin).
  const large = { method: 'POST', headers: { 'content-type': 'text/plain', 'next-action': '00'.repeat(20) }, body: 'x'.repeat(100 * 1024) };
  const toPage = await text(`${nginx.url}/about`, large);
  const toUpload = await text(`${nginx.url}/case/not-a-link/upload`, large);
  check(
    toPage.status === 413 && !toPage.body.includes('Request body too large') && toUpload.status === 403 && toUpload.body.includes('Uploads are taken from the application page only.'),
    `nginx refuses a large anonymous body to a page itself (${toPage.status}) and passes the applicant's upload on (${toUpload.status})`,
  );

  // 2. 500 leads through nginx; instance A is killed mid-way and restarted later.
  const accepted = new Map();
  let next = 0;
  let retried = 0;
  let restart = null;
  const sendNext = async () => {
    while (next < LEADS) {
      const index = next++;
      if (index === KILL_AT) {
        process.kill(-instances.a.launcherPid, 'SIGKILL');
        log(`instance A killed with SIGKILL at lead ${KILL_AT}`);
      }
      if (index === RESTART_AT) {
        restart = startServer({ root, env, port: PORTS.a, logFile: logFile('a-restarted'), readyPath: '/api/health' }).then((server) => {
          instances.a = server;
          cleanups.add('instance a (restarted)', () => server.stop());
          log('instance A restarted');
        });
      }
      const { id, attempts } = await submitLead(nginx.url, index);
      accepted.set(index, id);
      if (attempts > 1) retried++;
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, sendNext));
  await restart;
  log(`${accepted.size} leads accepted (${retried} after a failed first try)`);

  const deadline = Date.now() + 180_000;
  while ((crm.leads.length < LEADS || smtp.mailbox.length < LEADS) && Date.now() < deadline) await pause(500);
  await pause(5_000); // time for a delivery sent twice to show up
  const ids = new Set(accepted.values());
  if (ids.size !== LEADS) {
    const byId = new Map();
    for (const [index, id] of accepted) byId.set(id, [...(byId.get(id) ?? []), index]);
    log(`leads answered with the same id: ${JSON.stringify([...byId.values()].filter((indexes) => indexes.length > 1))}`);
  }
  const crmRepeats = [...duplicateLeads(crm).values()].reduce((sum, count) => sum + count - 1, 0);
  const mailRepeats = duplicateMessageIds(smtp).length;
  check(ids.size === LEADS, `each lead stored once: ${ids.size} submissions for ${LEADS} leads`);
  check(crm.leads.length === LEADS && crmRepeats === 0, `each lead at the CRM once: ${crm.leads.length} created, ${crmRepeats} twice, ${crm.leadRequests} calls`);
  check(smtp.received.length === LEADS && mailRepeats === 0, `each lead e-mailed once: ${smtp.received.length} messages, ${mailRepeats} repeated`);
  const figures = `leads ${LEADS}, lost ${LEADS - Math.min(crm.leads.length, smtp.mailbox.length)}, delivered twice ${crmRepeats + Math.max(0, smtp.received.length - LEADS)}, sent again by visitors ${retried}`;
  await rateLimitPhase(instances);
  await badSettingPhase(env);
  if (!process.env.MONGODB_URI) await lockPhase(env.DATA_DIR, instances.b.url, nginx.url);
  if (process.env.MONGODB_URI) {
    // MongoDB: nothing listens on the port yet; a wire server is started there later.
    const port = await freePort();
    await storeDownPhase(env, {
      storeEnvWhileDown: { MONGODB_URI: `mongodb://127.0.0.1:${port}/cluster_down` },
      bringBack: async () => {
        const wire = await startMongoWire({ port, log });
        cleanups.add('the late MongoDB wire server', wire.stop);
      },
    });
  } else {
    const parent = mkdtempSync(path.join(tmpdir(), 'ztart-cluster-down-'));
    cleanups.add('the unreachable SQLite folder', () => rmSync(parent, { recursive: true, force: true }));
    const blocker = path.join(parent, 'not-a-folder');
    writeFileSync(blocker, 'a file where the data folder should be');
    await storeDownPhase(env, {
      storeEnvWhileDown: { DATA_DIR: path.join(blocker, 'data') },
      bringBack: async () => {
        rmSync(blocker);
        mkdirSync(path.join(blocker, 'data'), { recursive: true });
      },
    });
  }

  console.log(`cluster [${storeName}]: ${figures}, checks failed ${failures.length}`);
}

try {
  await main();
} catch (error) {
  failures.push(error.message);
  console.error(`[cluster] ${error.stack ?? error.message}`);
} finally {
  await cleanups.cleanup();
}
process.exit(failures.length ? 1 : 0);
