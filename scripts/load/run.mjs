#!/usr/bin/env node
// `npm run load [-- --duration=60] [-- --reuse-build]`: sustained load on the production server (server.mjs).
//
// Builds the site (or, with --reuse-build, uses the existing .next build) on a fresh temporary
// DATA_DIR and starts it with the lead CRM stand-in answering every call after 2 s and the SMTP
// stand-in (test/leads: the same servers the Jest suites use), then holds, open-loop, 50 page
// requests/s over the public page types and 5 form submissions/s over the five forms, for
// --duration seconds (600 by default). Then it waits until every accepted lead has reached the
// CRM and the mailbox (or --drain-timeout passes) and writes bench/results/load-latest.{md,json}.
//
// The form spam rules are not switched off (no setting exists for that, on purpose): like real
// traffic, each submission comes from its own visitor address (X-Forwarded-For, which the site
// takes from its proxy) and says its form was shown 5 s earlier (startedAt), so the per-address
// limit and the minimum fill time see ordinary visitors.
//
// Everything it starts (the server, the stand-ins, the temp DATA_DIR) is stopped and removed at
// the end, on failure and on Ctrl-C.
import { randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { discoverPages } from '../bench/pages.mjs';
import { buildSite, makeSiteEnv, startServer } from '../bench/server.mjs';
import { createCleanups } from '../lib/cleanups.mjs';
import { importTs } from '../lib/load-ts.mjs';
import { openLoop, send, summarise } from './traffic.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const resultsDir = path.join(root, 'bench', 'results');
const workDir = path.join(root, 'bench', 'tmp');

// Ports 3222-3229 are this project's for load runs.
const SITE_PORT = 3222;
const CRM_PORT = 3223;
const SMTP_PORT = 3224;
const MESSAGE_DOMAIN = 'ztartvisa.test';
const CRM_DELAY_MS = 2_000;
const KINDS = ['consultation', 'lead', 'callback', 'contact', 'career'];
const CRM_KINDS = new Set(['consultation', 'lead']);

function readArgs(argv) {
  const args = { duration: 600, pagesPerSecond: 50, formsPerSecond: 5, drainTimeout: 900, reuseBuild: false };
  for (const arg of argv) {
    const [name, value] = arg.replace(/^--/, '').split('=');
    const key = name.replace(/-([a-z])/g, (_, letter) => letter.toUpperCase());
    if (key === 'reuseBuild') args.reuseBuild = value !== 'false';
    else if (key in args && Number(value) > 0) args[key] = Number(value);
    else throw new Error(`Unknown or invalid option ${arg}. Options: --duration=600 --pages-per-second=50 --forms-per-second=5 --drain-timeout=900 --reuse-build`);
  }
  return args;
}

const started = Date.now();
const log = (message) => console.log(`[load ${String(Math.round((Date.now() - started) / 1000)).padStart(4)} s] ${message}`);

const cleanups = createCleanups('load', { whatStops: 'the server and the stand-ins' });
const { cleanup } = cleanups;

/** A valid body for form `kind`, from its own visitor: a unique name (CRM forms) and idempotency key. */
function formFor(kind, index, { validFields, consentFor }) {
  const name = `Load Visitor ${String(index).padStart(5, '0')}`;
  const fields = { ...validFields[kind] };
  if (kind === 'consultation') fields.user_name = name;
  if (kind === 'lead') fields.customerName = name;
  if (kind === 'contact') fields.user_name = name;
  if (kind === 'career') fields.usr_name = name;
  const body = { fields, idempotencyKey: randomUUID(), startedAt: Date.now() - 5_000, website: '', consent: consentFor(kind) };
  // 10.x.y.z: one address per submission, as many visitors would be.
  const ip = `10.${(index >> 16) & 255}.${(index >> 8) & 255}.${index & 255}`;
  return { name, body, ip };
}

async function main() {
  const args = readArgs(process.argv.slice(2));
  mkdirSync(workDir, { recursive: true });
  mkdirSync(resultsDir, { recursive: true });

  const { startCrmStandIn, leadIdentity } = await importTs('test/leads/crm-stand-in.ts');
  const { startSmtpSink } = await importTs('test/leads/smtp-sink.ts');
  const forms = await importTs('test/leads/forms.ts');

  const crm = await startCrmStandIn('ok', null, { port: CRM_PORT, delayMs: CRM_DELAY_MS });
  cleanups.add('the CRM stand-in', () => crm.close());
  const smtp = await startSmtpSink('accept', { port: SMTP_PORT });
  cleanups.add('the SMTP stand-in', () => smtp.close());
  log(`CRM stand-in on ${crm.url} (answers after ${CRM_DELAY_MS} ms), SMTP stand-in on ${smtp.url}`);

  const { env, dataDir } = makeSiteEnv(SITE_PORT);
  cleanups.add('the temporary DATA_DIR', () => rmSync(dataDir, { recursive: true, force: true }));
  Object.assign(env, {
    LEAD_API_URL: crm.url,
    LEAD_API_CLIENT_ID: 'load-client',
    LEAD_API_CLIENT_SECRET: 'load-secret',
    SMTP_URL: smtp.url,
    MAIL_FROM: `"Ztart Visa website" <no-reply@${MESSAGE_DOMAIN}>`,
    MAIL_TO: `leads@${MESSAGE_DOMAIN}`,
  });

  const buildId = path.join(root, '.next', 'BUILD_ID');
  if (args.reuseBuild && existsSync(buildId)) {
    log('reusing the existing build (.next)');
  } else {
    log('building the site (next build; several minutes on a small machine)');
    await buildSite({ root, env, logFile: path.join(workDir, 'load-build.log') });
  }
  const server = await startServer({ root, env, port: SITE_PORT, logFile: path.join(workDir, 'load-server.log') });
  cleanups.add('the server', () => server.stop());
  log(`server on ${server.url}, DATA_DIR ${dataDir}`);

  const pages = (await discoverPages(server.url, root)).filter((page) => page.key !== 'consultant' && page.path && page.ok);
  log(`pages: ${pages.map((page) => page.path).join(', ')}`);

  // Warm-up: every page once, so the first measured requests do not pay for a cold cache.
  for (const page of pages) await send(`${server.url}${page.path}`, { scheduledAt: performance.now() });

  const loadAverageAtStart = os.loadavg().map((value) => Number(value.toFixed(2)));
  log(`holding ${args.pagesPerSecond} page requests/s and ${args.formsPerSecond} form submissions/s for ${args.duration} s`);
  const forms = [];
  const loadStarted = Date.now();
  const [pageRun, formRun] = await Promise.all([
    openLoop({
      ratePerSecond: args.pagesPerSecond,
      seconds: args.duration,
      shouldStop: cleanups.interrupted,
      fire: (index, scheduledAt) => send(`${server.url}${pages[index % pages.length].path}`, { scheduledAt }),
    }),
    openLoop({
      ratePerSecond: args.formsPerSecond,
      seconds: args.duration,
      shouldStop: cleanups.interrupted,
      fire: (index, scheduledAt) => {
        const kind = KINDS[index % KINDS.length];
        const form = formFor(kind, index, forms);
        const answer = send(`${server.url}/api/forms/${kind}`, {
          method: 'POST',
          scheduledAt,
          headers: { 'content-type': 'application/json', origin: server.url, 'x-forwarded-for': form.ip },
          body: JSON.stringify(form.body),
          keepBody: true,
        }).then((result) => {
          let id = null;
          try {
            id = JSON.parse(result.body ?? '').data?.id ?? null;
          } catch {
            // not JSON: counted by its status
          }
          forms.push({ kind, name: form.name, status: result.status, id });
          return result;
        });
        return answer;
      },
    }),
  ]);
  const pageAnswers = await Promise.all(pageRun.answers);
  const formAnswers = await Promise.all(formRun.answers);
  const loadSeconds = (Date.now() - loadStarted) / 1000;
  log(`sent ${pageRun.sent} page requests and ${formRun.sent} forms in ${loadSeconds.toFixed(0)} s; waiting for delivery`);

  // Delivery: every accepted form's e-mail (by its Message-ID) and every accepted CRM form's lead
  // (by its unique name), as the stand-ins received them.
  const accepted = forms.filter((form) => form.status === 201 && form.id);
  const acceptedCrm = accepted.filter((form) => CRM_KINDS.has(form.kind));
  const delivery = () => {
    const crmNames = new Map();
    for (const lead of crm.leads) crmNames.set(leadIdentity(lead).split('|')[0], (crmNames.get(leadIdentity(lead).split('|')[0]) ?? 0) + 1);
    const mails = new Map();
    for (const mail of smtp.received) mails.set(mail.messageId, (mails.get(mail.messageId) ?? 0) + 1);
    return {
      crm: acceptedCrm.filter((form) => crmNames.has(form.name)).length,
      email: accepted.filter((form) => mails.has(`<submission.${form.id}@${MESSAGE_DOMAIN}>`)).length,
      crmDuplicates: [...crmNames.values()].reduce((total, count) => total + count - 1, 0),
      emailDuplicates: [...mails.values()].reduce((total, count) => total + count - 1, 0),
    };
  };
  const drainStarted = Date.now();
  let delivered = delivery();
  while (!cleanups.interrupted() && (delivered.crm < acceptedCrm.length || delivered.email < accepted.length)) {
    if (Date.now() - drainStarted > args.drainTimeout * 1000) {
      log(`gave up waiting for delivery after ${args.drainTimeout} s`);
      break;
    }
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    delivered = delivery();
  }
  const drainSeconds = (Date.now() - drainStarted) / 1000;

  const pageSummary = summarise(pageAnswers);
  const formSummary = summarise(formAnswers);
  const results = {
    at: new Date().toISOString(),
    command: `npm run load -- ${process.argv.slice(2).join(' ')}`.trim(),
    machine: { cpus: os.cpus().length, loadAverageAtStart, loadAverageAtEnd: os.loadavg().map((value) => Number(value.toFixed(2))), node: process.version },
    settings: { ...args, crmDelayMs: CRM_DELAY_MS, pages: pages.map((page) => page.path), formKinds: KINDS },
    loadSeconds: Number(loadSeconds.toFixed(1)),
    requestsSent: pageRun.sent + formRun.sent,
    serverErrors: pageSummary.serverErrors + formSummary.serverErrors,
    pages: pageSummary,
    forms: formSummary,
    leads: {
      accepted: accepted.length,
      acceptedForCrm: acceptedCrm.length,
      deliveredToCrm: delivered.crm,
      deliveredByEmail: delivered.email,
      crmDuplicates: delivered.crmDuplicates,
      emailDuplicates: delivered.emailDuplicates,
      drainSeconds: Number(drainSeconds.toFixed(1)),
    },
  };
  writeFileSync(path.join(resultsDir, 'load-latest.json'), `${JSON.stringify(results, null, 2)}\n`);
  writeFileSync(path.join(resultsDir, 'load-latest.md'), report(results));
  console.log(report(results));
  log('wrote bench/results/load-latest.md and load-latest.json');
  const ok = results.serverErrors === 0 && delivered.crm === acceptedCrm.length && delivered.email === accepted.length;
  if (!ok) process.exitCode = 1;
}

function errorText(r) {
  const all = { ...r.pages.errors };
  for (const [error, count] of Object.entries(r.forms.errors)) all[error] = (all[error] ?? 0) + count;
  const list = Object.entries(all).map(([error, count]) => `${error} (${count})`);
  return list.length ? `\nNo answer: ${list.join('; ')}.` : '';
}

function report(r) {
  const row = (label, s) => `| ${label} | ${s.sent} | ${s.serverErrors} | ${s.noAnswer} | ${s.p50} | ${s.p95} | ${s.p99} | ${s.max} |`;
  const statuses = (s) => Object.entries(s.byStatus).map(([status, count]) => `${status}: ${count}`).join(', ');
  return `# Load run (${r.at})

\`${r.command}\` on ${r.machine.cpus} CPUs shared with other work (load average ${r.machine.loadAverageAtStart[0]} at the start, ${r.machine.loadAverageAtEnd[0]} at the end), Node ${r.machine.node}.
${r.settings.pagesPerSecond} page requests/s over ${r.settings.pages.join(', ')}; ${r.settings.formsPerSecond} form submissions/s over ${r.settings.formKinds.join(', ')};
open loop for ${r.loadSeconds} s, the CRM answering after ${r.settings.crmDelayMs} ms. Latency in ms from each request's scheduled send time.

| | Sent | 5xx | No answer | p50 | p95 | p99 | Max |
| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |
${row('Pages', r.pages)}
${row('Forms', r.forms)}

Requests sent: ${r.requestsSent}; 5xx: ${r.serverErrors}. Page statuses: ${statuses(r.pages)}. Form statuses: ${statuses(r.forms)}.${errorText(r)}

Leads accepted: ${r.leads.accepted} (${r.leads.acceptedForCrm} for the CRM). Delivered to the CRM: ${r.leads.deliveredToCrm} of ${r.leads.acceptedForCrm};
by e-mail: ${r.leads.deliveredByEmail} of ${r.leads.accepted}; repeats at the CRM: ${r.leads.crmDuplicates}, in the mailbox: ${r.leads.emailDuplicates};
the last delivery ${r.leads.drainSeconds} s after the load ended.
`;
}

main()
  .catch((error) => {
    console.error(`[load] ${error.stack ?? error.message}`);
    process.exitCode = 1;
  })
  .finally(async () => {
    await cleanup();
    process.exit(); // keep-alive sockets to the stopped server must not hold the process
  });
