/**
 * Leads under injected faults: 500 leads go in through the real form entry (handleFormSubmission),
 * are stored in a store of their own per phase (SQLite temp files, and MongoDB databases when
 * MONGODB_URI is set: the whole suite runs once per store) and delivered by the real worker, CRM client and mailer to a
 * real HTTP CRM stand-in and a real SMTP server on loopback, while those misbehave (error
 * statuses, hangs, resets, late answers, refusals, connections dropped mid-message), the store
 * fails at request time, and a delivery process is killed with SIGKILL mid-delivery and started
 * again. What the stand-ins kept is the proof: every lead at the CRM and in the mailbox (0 lost),
 * and each once (0 duplicated).
 *
 * A delivery whose answer the site never saw (a timeout, a process killed mid-call) is sent again
 * under the same key: the CRM recognises the repeat by its Idempotency-Key, the mailbox by its
 * Message-ID, and each keeps one. Those repeats are counted and reported, and every e-mail sent
 * again must be explained by a timeout or a kill.
 *
 * Prints `[store] faults injected: N, leads: 500, lost: 0, duplicated: D` and writes the figures to
 * test-results/fault-figures-<store>.json.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { CONTENT_DATA_FIELD, CONTENT_FILE_FIELD } from '@/lib/content/form-fields';
import { createContent, removeContent, updateContent } from '@/lib/content/content-actions';
import { errorAnswer } from '@/lib/api/respond';
import { StoreUnavailableError } from '@/lib/errors';
import type { FormAnswer } from '@/lib/leads/form-contract';
import { NOT_STORED_MESSAGE } from '@/lib/leads/form-messages';
import { createSharedRateLimiter } from '@/lib/rate-limit';
import { visaService } from '@/lib/content/visa-service';
import type { Store } from '@/lib/store/store';
import type { Submission, SubmissionKind } from '@/lib/leads/submission-repository';
import { visaFields } from '@/test/fixtures';
import { type CrmStandIn, leadIdentity, startCrmStandIn } from '@/test/leads/crm-stand-in';
import { formBody, formRequest } from '@/test/leads/forms';
import { type HarnessOptions, type LeadsHarness, startLeadsHarness, waitUntil } from '@/test/leads/harness';
import { type ReceivedMail, type SmtpSink, startSmtpSink } from '@/test/leads/smtp-sink';
import type { WorkerProcessConfig } from '@/test/leads/worker-process';
import { type AdapterUnderTest, availableAdapters } from '@/test/store-adapters';
import { retryDelivery } from './retry-delivery';
import { type SubmitDeps, handleFormSubmission } from './submit-form';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const ROOT = path.resolve(__dirname, '..', '..');
const MESSAGE_DOMAIN = 'ztartvisa.test';

/** Retries paced a little slower than the harness's, so 500 leads in faults stay light on a 2-core machine. */
const TIMINGS: HarnessOptions['timings'] = { backoffMs: [100, 200, 400], concurrency: 25 };

/**
 * A process killed mid-call leaves no trace of the attempt: the lead is sent again when the
 * lease runs out. The CRM recognises the repeat by its key; the mail server may have the e-mail already.
 */
const KILLED = 'process killed mid-delivery (SIGKILL), restarted';

interface Lead {
  name: string;
  mobile: string;
  kind: SubmissionKind;
  fields: Record<string, string>;
  /** The stored submission, once the form was accepted. */
  id?: string;
}

interface PhaseResult {
  fault: string;
  leads: number;
  faultsInjected: number;
  lost: number;
  /** Leads the CRM recorded more than once. */
  duplicatedAtCrm: number;
  /** Leads the mailbox filed more than once (under different Message-IDs). */
  duplicatedInMailbox: number;
  /** Calls the CRM recognised as repeats by their Idempotency-Key and did not record again. */
  crmRepeatsByKey: number;
  /** E-mails the mail server took again and the mailbox did not file again, knowing their Message-ID. */
  mailRepeatsByMessageId: number;
  /** Leads the CRM refused for good (4xx), sent again by staff's Retry once it was fixed. */
  retriedByStaff: number;
  /** E-mails sent again after an attempt the site gave up on by timeout (the server answered late). */
  mailRepeatsAfterTimeout: number;
  /** Any other e-mail sent again (a process killed mid-send leaves no record of the attempt). */
  mailRepeatsUnexplained: number;
  seconds: number;
}

/** Each store's phases, for its summary. */
const results = new Map<AdapterUnderTest['name'], PhaseResult[]>();

/** Keeps a phase's figures for the store's summary, timed from `started`, and returns them. */
function recordPhase(adapter: AdapterUnderTest, phase: Omit<PhaseResult, 'seconds'>, started: number): PhaseResult {
  const result = { ...phase, seconds: (Date.now() - started) / 1000 };
  results.set(adapter.name, [...(results.get(adapter.name) ?? []), result]);
  return result;
}
let mobileCounter = 0;

/** Leads for the CRM forms (consultation and lead popup), each with a name and number of its own. */
function makeLeads(tag: string, count: number): Lead[] {
  return Array.from({ length: count }, (_, index): Lead => {
    const name = `${tag} ${String(index).padStart(3, '0')}`;
    const mobile = String(500_000_000 + mobileCounter++);
    return index % 2 === 0
      ? { name, mobile, kind: 'consultation', fields: { user_name: name, user_mobile: mobile, user_cnty: 'France' } }
      : { name, mobile, kind: 'lead', fields: { customerName: name, mobileNo: mobile, countryId: '71' } };
  });
}

/**
 * Each lead is sent from an address of its own, the same on every retry: these tests are about
 * delivery, and one address's hits are counted one after another (lib/rate-limit.ts), which a burst
 * of a hundred from one address would queue behind.
 */
const leadAddresses = new WeakMap<Lead, string>();
let addressCounter = 0;
const addressOf = (lead: Lead) => {
  if (!leadAddresses.has(lead)) {
    const n = addressCounter++;
    leadAddresses.set(lead, `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`);
  }
  return leadAddresses.get(lead)!;
};

async function submit(deps: SubmitDeps, lead: Lead, body = formBody(lead.kind, { fields: lead.fields })) {
  const response = await handleFormSubmission(deps, lead.kind, formRequest(lead.kind, body, { ip: addressOf(lead) }));
  return { status: response.status, retryAfter: response.headers.get('retry-after'), answer: (await response.json()) as FormAnswer };
}

async function submitAll(deps: SubmitDeps, leads: Lead[]): Promise<void> {
  const answers = await Promise.all(leads.map((lead) => submit(deps, lead)));
  expect(answers.map((a) => a.status)).toEqual(leads.map(() => 201));
  leads.forEach((lead, index) => (lead.id = answers[index]!.answer.data!.id));
}

const allDelivered = (submissions: Submission[]) =>
  submissions.every((s) => Object.values(s.deliveries).every((delivery) => delivery.status === 'delivered'));

/** A failed attempt that ended by the client's own timeout: the other side may have acted on it anyway. */
const TIMED_OUT = /did not answer within|timeout|greeting never received/i;

/**
 * What the stand-ins kept for these leads: how many never arrived, and how many arrived more than
 * once, at the CRM (records) and in the mailbox (messages filed). Both recognise a repeated
 * delivery by its key, the CRM by `Idempotency-Key` and the mailbox by Message-ID, and keep it
 * once; a lead kept twice was sent under two keys, which is a bug.
 *
 * Every e-mail sent again is also attributed: "after a timeout" when the lead's history shows an
 * attempt the site gave up on by timeout (the mail server may have taken the message all the same:
 * the site cannot know); any other is "unexplained", which only a process killed mid-send may cause.
 */
async function tally(leads: Lead[], crm: Pick<CrmStandIn, 'leads' | 'keyedRepeats'>, smtp: Pick<SmtpSink, 'received' | 'mailbox' | 'repeatsByMessageId'>, store: Store) {
  const countBy = <T,>(items: T[], key: (item: T) => string) => {
    const counts = new Map<string, number>();
    for (const item of items) counts.set(key(item), (counts.get(key(item)) ?? 0) + 1);
    return counts;
  };
  // E-mails name the lead at the end of their subject ("New consultation request: <name>").
  const leadOfMail = (mail: ReceivedMail) => mail.subject?.slice(mail.subject.lastIndexOf(': ') + 2) ?? '';
  const atCrm = countBy(crm.leads, leadIdentity);
  const inMailbox = countBy(smtp.mailbox, leadOfMail);
  const mailsSent = countBy(smtp.received, leadOfMail);
  const counts = {
    lost: 0,
    duplicatedAtCrm: 0,
    duplicatedInMailbox: 0,
    crmRepeatsByKey: crm.keyedRepeats,
    mailRepeatsByMessageId: smtp.repeatsByMessageId,
    mailRepeatsAfterTimeout: 0,
    mailRepeatsUnexplained: 0,
  };
  for (const lead of leads) {
    const crmCount = atCrm.get(`${lead.name}|0${lead.mobile}`) ?? 0;
    const mailCount = inMailbox.get(lead.name) ?? 0;
    if (crmCount === 0 || mailCount === 0) counts.lost++;
    counts.duplicatedAtCrm += Math.max(0, crmCount - 1);
    counts.duplicatedInMailbox += Math.max(0, mailCount - 1);
    const sentAgain = Math.max(0, (mailsSent.get(lead.name) ?? 0) - 1);
    if (sentAgain === 0) continue;
    const history = (await store.submissions.getById(lead.id!))?.deliveries.email?.history ?? [];
    const timeouts = history.filter((attempt) => !attempt.ok && TIMED_OUT.test(attempt.error ?? '')).length;
    counts.mailRepeatsAfterTimeout += Math.min(sentAgain, timeouts);
    counts.mailRepeatsUnexplained += Math.max(0, sentAgain - timeouts);
  }
  // Nothing arrives that was not sent as one of these leads, and each e-mail carries its submission's Message-ID.
  expect(atCrm.size).toBeLessThanOrEqual(leads.length);
  // Written out rather than taken from messageIdOf: the format is what mailboxes have already filed.
  const messageIds = new Map(leads.map((lead) => [lead.name, `<submission.${lead.id}@${MESSAGE_DOMAIN}>`]));
  expect(smtp.received.filter((mail) => mail.messageId !== messageIds.get(leadOfMail(mail))).map((mail) => mail.subject)).toEqual([]);
  return counts;
}

/** Waits until both channels of every stored submission are delivered, then lets the worker run on a while. */
async function settle(harness: LeadsHarness, timeoutMs = 45_000): Promise<void> {
  await waitUntil(
    async () => allDelivered(await harness.store.submissions.list()),
    timeoutMs,
    () => `CRM has ${harness.crm.leads.length} leads, SMTP ${harness.smtp.received.length} messages`,
  );
  await sleep(400); // many more worker passes: nothing may be sent again
  await harness.worker.idle();
}

interface ChannelFault {
  fault: string;
  count: number;
  options: HarnessOptions;
  /** The channel the fault hits: every lead must have failed there at least once before it is healed. */
  channel: 'crm' | 'email';
  setUp?(harness: LeadsHarness): void;
  heal(harness: LeadsHarness): void;
}

/** One network fault: leads go in while it lasts, each meets it, it heals, and every lead arrives. */
async function channelPhase(adapter: AdapterUnderTest, { fault, count, options, channel, setUp, heal }: ChannelFault): Promise<PhaseResult> {
  const started = Date.now();
  // The CRM timeout is far above loopback latency unless the fault is about timeouts: on a busy
  // shared machine a healthy answer can still come late, and the CRM would record the retry again.
  const harness = await startLeadsHarness({ adapter, countryListMode: 'ok', crmTimeoutMs: 10_000, ...options, timings: { ...TIMINGS, ...options.timings } });
  try {
    setUp?.(harness);
    const leads = makeLeads(fault.replace(/[^a-z ]+/gi, ' ').replace(/ +/g, ' ').trim().slice(0, 40), count);
    await submitAll(harness.deps, leads);
    const metFault = (s: Submission) => s.deliveries[channel]!.history.some((attempt) => !attempt.ok);
    const served = () => (channel === 'crm' ? harness.crm.faultsServed : harness.smtp.faultsServed);
    // Both: on a busy machine an attempt can time out while its request still waits for a socket
    // that a hung call holds, so a lead can fail before the fault server has served it a fault.
    await waitUntil(
      async () => served() >= count && (await harness.store.submissions.list()).every(metFault),
      40_000,
      () => `${fault}: not every lead met the fault yet (${served()} faults served)`,
    );
    const faultsInjected = served();

    let retriedByStaff = 0;
    heal(harness);
    if (channel === 'crm' && options.crmMode === 400) {
      // A 4xx is final: the lead shows as failed in the inbox, with the CRM's message, until staff
      // press Retry once the CRM (or the data it refused) is fixed.
      await waitUntil(async () => (await harness.store.submissions.count({ channel: 'crm', status: 'failed' })) === count);
      for (const lead of leads) {
        const retried = await retryDelivery(harness.store, lead.id!, 'crm', { now: new Date(), channelAvailable: true });
        expect(retried).toEqual({ ok: true });
        retriedByStaff++;
      }
    } else {
      expect(await harness.store.submissions.count({ status: 'failed' })).toBe(0); // transient faults never give up
    }
    await settle(harness);
    const counts = await tally(leads, harness.crm, harness.smtp, harness.store);
    return recordPhase(adapter, { fault, leads: count, faultsInjected, retriedByStaff, ...counts }, started);
  } finally {
    await harness.close();
  }
}

/**
 * A test double of the Store: delegates every call to the real SQLite store, except while `fault`
 * is set: 'fail' throws what the adapters throw when the database fails (StoreUnavailableError),
 * 'slow' answers only after `slowMs` (the write then lands, late).
 */
function faultyStore(real: Store, slowMs = 1_000) {
  const control = { fault: 'none' as 'none' | 'fail' | 'slow', faultsServed: 0 };
  const wrap = <T extends object>(target: T): T =>
    new Proxy(target, {
      get(object, property) {
        const value: unknown = Reflect.get(object, property);
        if (property === 'close') return value;
        if (typeof value === 'object' && value !== null) return wrap(value);
        if (typeof value !== 'function') return value;
        return (...args: unknown[]) => {
          const call = () => (value as (...a: unknown[]) => Promise<unknown>).apply(object, args);
          if (control.fault === 'none') return call();
          control.faultsServed++;
          if (control.fault === 'fail') return Promise.reject(new StoreUnavailableError('The database failed: SQLITE_IOERR'));
          return sleep(slowMs).then(call);
        };
      },
    });
  return { store: wrap(real), control };
}

async function storePhase(adapter: AdapterUnderTest): Promise<PhaseResult> {
  const started = Date.now();
  const harness = await startLeadsHarness({ adapter, countryListMode: 'ok', crmTimeoutMs: 10_000, timings: TIMINGS });
  try {
    const faulty = faultyStore(harness.store);
    const deps: SubmitDeps = { ...harness.deps, store: async () => faulty.store, storeTimeoutMs: 300 };
    const leads = makeLeads('Store Down', 40);
    const bodies = leads.map((lead) => formBody(lead.kind, { fields: lead.fields }));

    // The database fails (half the leads) or is too slow (the other half, whose writes land after
    // the answer): never a false success, always 503 saying it was not saved, with Retry-After.
    faulty.control.fault = 'fail';
    const failed = await Promise.all(leads.slice(0, 20).map((lead, index) => submit(deps, lead, bodies[index])));
    faulty.control.fault = 'slow';
    const slow = await Promise.all(leads.slice(20).map((lead, index) => submit(deps, lead, bodies[20 + index])));
    for (const answer of [...failed, ...slow]) {
      expect(answer).toMatchObject({ status: 503, retryAfter: '5', answer: { statusCode: 503, message: NOT_STORED_MESSAGE } });
      expect(answer.answer.data).toBeUndefined();
    }
    expect(harness.crm.leadRequests + harness.smtp.offered).toBe(0);

    // The visitor sends again, with the same key: one submission each, whether or not the slow
    // write had landed meanwhile, and every one delivered. The healthy store is given the site's
    // own timeout: 300 ms is there to cut the slow writes short, and 40 writes at once to a MongoDB
    // server sharing a busy 2-core machine can all take longer than that (all 40 did, once, beside
    // other test files).
    await sleep(1_200);
    faulty.control.fault = 'none';
    const again = await Promise.all(leads.map((lead, index) => submit({ ...deps, storeTimeoutMs: undefined }, lead, bodies[index])));
    expect(again.map((a) => a.status)).toEqual(leads.map(() => 201));
    leads.forEach((lead, index) => (lead.id = again[index]!.answer.data!.id));
    expect(await harness.store.submissions.count()).toBe(40);
    await settle(harness);
    const counts = await tally(leads, harness.crm, harness.smtp, harness.store);
    return recordPhase(adapter, { fault: 'store fails or is too slow at request time (form answers 503)', leads: leads.length, faultsInjected: faulty.control.faultsServed, retriedByStaff: 0, ...counts }, started);
  } finally {
    await harness.close();
  }
}

/** Starts the delivery worker in a child process; resolves once it runs. */
function startWorkerChild(config: WorkerProcessConfig): Promise<ChildProcess> {
  const child = spawn(process.execPath, [path.join(ROOT, 'test/leads/worker-process.mjs'), JSON.stringify(config)], {
    cwd: ROOT,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('the worker process did not start within 30 s')), 30_000);
    child.once('exit', (code, signal) => reject(new Error(`the worker process ended before it was ready (${code ?? signal})`)));
    child.stdout!.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('ready')) {
        clearTimeout(timer);
        child.removeAllListeners('exit');
        resolve(child);
      }
    });
  });
}

const exited = (child: ChildProcess) =>
  child.exitCode !== null || child.signalCode !== null ? Promise.resolve() : new Promise<void>((resolve) => child.once('exit', () => resolve()));

async function killPhase(adapter: AdapterUnderTest): Promise<PhaseResult> {
  const started = Date.now();
  // The CRM takes 150 ms per lead, so calls are in flight when the process dies.
  const [crm, smtp] = await Promise.all([startCrmStandIn('ok', null, { delayMs: 150 }), startSmtpSink('accept')]);
  // The child process opens the same SQLite file or MongoDB database, over a connection of its own.
  const { store, location, dispose } = await adapter.open();
  const children: ChildProcess[] = [];
  try {
    // The site's side stores the forms; delivery is the child's job.
    const deps: SubmitDeps = { store: async () => store, limiter: createSharedRateLimiter({ store: async () => store, scope: 'forms', windows: [{ max: 10_000, windowMs: 60_000 }] }), crmConfigured: true, log: () => undefined };
    const leads = makeLeads('Killed Worker', 100);
    await submitAll(deps, leads);

    const config: WorkerProcessConfig = {
      store: location,
      crmUrl: crm.url,
      smtpUrl: smtp.url,
      crmTimeoutMs: 5_000,
      mailTimeoutMs: 10_000,
      // The lease is what brings a delivery claimed by a killed process back: short here.
      timings: { intervalMs: 50, backoffMs: [100, 200, 400], maxAttempts: 1_000, jitter: 0.2, leaseMs: 2_000, batchSize: 500, concurrency: 10 },
    };
    let kills = 0;
    for (const killAt of [25, 60]) {
      const child = await startWorkerChild(config);
      children.push(child);
      await waitUntil(() => crm.leads.length >= killAt && smtp.received.length >= killAt / 2, 40_000, () => `CRM ${crm.leads.length}, SMTP ${smtp.received.length}`);
      child.kill('SIGKILL'); // mid-delivery: CRM calls and e-mails are in flight
      await exited(child);
      kills++;
    }
    const last = await startWorkerChild(config);
    children.push(last);
    await waitUntil(async () => allDelivered(await store.submissions.list()), 60_000, () => `CRM ${crm.leads.length}, SMTP ${smtp.received.length}`);
    await sleep(400);
    last.kill('SIGTERM');
    await exited(last);
    expect(await store.submissions.count()).toBe(100);
    const counts = await tally(leads, crm, smtp, store);
    return recordPhase(adapter, { fault: KILLED, leads: leads.length, faultsInjected: kills, retriedByStaff: 0, ...counts }, started);
  } finally {
    for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    await Promise.all(children.map(exited));
    await Promise.all([crm.close(), smtp.close()]);
    await dispose();
  }
}

const CRM_FAULTS: ChannelFault[] = [
  { fault: 'crm answers 429', count: 40, channel: 'crm', options: { crmMode: 429 }, heal: (h) => (h.crm.mode = 'ok') },
  {
    fault: 'crm answers 5xx',
    count: 50,
    channel: 'crm',
    options: { crmMode: 500 },
    setUp: (h) => {
      // 500, 502, 503 in turn
      const statuses = [500, 502, 503];
      let turn = 0;
      const timer = setInterval(() => (h.crm.mode = h.crm.mode === 'ok' ? 'ok' : statuses[++turn % 3]!), 100);
      const close = h.close;
      h.close = () => {
        clearInterval(timer);
        return close();
      };
    },
    heal: (h) => {
      h.crm.mode = 'ok';
      h.crm.countryListMode = 'ok';
    },
  },
  { fault: 'crm answers 400 (refused for good)', count: 40, channel: 'crm', options: { crmMode: 400 }, heal: (h) => (h.crm.mode = 'ok') },
  { fault: 'crm hangs (client timeout)', count: 40, channel: 'crm', options: { crmMode: 'hang', crmTimeoutMs: 1_500 }, heal: (h) => (h.crm.mode = 'ok') },
  { fault: 'crm resets the connection', count: 50, channel: 'crm', options: { crmMode: 'reset' }, heal: (h) => (h.crm.mode = 'ok') },
  {
    fault: 'crm answers after the timeout',
    count: 10,
    channel: 'crm',
    options: { crmMode: 'late', crmTimeoutMs: 1_500 },
    setUp: (h) => (h.crm.lateMs = 2_000),
    heal: (h) => (h.crm.mode = 'ok'),
  },
];

const SMTP_FAULTS: ChannelFault[] = [
  { fault: 'smtp refuses with 550', count: 40, channel: 'email', options: { smtpMode: 'reject' }, heal: (h) => (h.smtp.mode = 'accept') },
  { fault: 'smtp answers after the timeout', count: 10, channel: 'email', options: { smtpMode: 'late', mailTimeoutMs: 1_500 }, heal: (h) => (h.smtp.mode = 'accept') },
  { fault: 'smtp hangs (client timeout)', count: 40, channel: 'email', options: { smtpMode: 'hang', mailTimeoutMs: 1_500 }, heal: (h) => (h.smtp.mode = 'accept') },
  { fault: 'smtp drops the connection mid-message', count: 40, channel: 'email', options: { smtpMode: 'drop' }, heal: (h) => (h.smtp.mode = 'accept') },
];

describe.each(availableAdapters())('leads under injected faults [$name]: 500 leads, none lost, each kept once by the CRM and the mailbox', (adapter) => {
  // mongoose keeps one connection per process, so on MongoDB the phases (a database each) run one
  // at a time, and take longer.
  const parallelPhases = adapter.name === 'mongodb' ? 1 : 3;
  const slower = adapter.name === 'mongodb' ? 3 : 1;

  afterAll(() => {
    const ran = results.get(adapter.name) ?? [];
    if (ran.length === 0) return;
    const sum = (pick: (r: PhaseResult) => number, rows = ran) => rows.reduce((total, r) => total + pick(r), 0);
    const killed = ran.filter((r) => r.fault === KILLED);
    const figures = {
      faultsInjected: sum((r) => r.faultsInjected),
      store: adapter.name,
      faultKinds: ran.length,
      leads: sum((r) => r.leads),
      lost: sum((r) => r.lost),
      duplicated: sum((r) => r.duplicatedAtCrm + r.duplicatedInMailbox),
      duplicatedAtCrm: sum((r) => r.duplicatedAtCrm),
      duplicatedInMailbox: sum((r) => r.duplicatedInMailbox),
      crmRepeatsByKey: sum((r) => r.crmRepeatsByKey),
      mailRepeatsByMessageId: sum((r) => r.mailRepeatsByMessageId),
      mailRepeatsAfterTimeout: sum((r) => r.mailRepeatsAfterTimeout),
      mailRepeatsAfterKill: sum((r) => r.mailRepeatsUnexplained, killed),
      mailRepeatsOtherwise: sum((r) => r.mailRepeatsUnexplained) - sum((r) => r.mailRepeatsUnexplained, killed),
      retriedByStaff: sum((r) => r.retriedByStaff),
      phases: ran,
      at: new Date().toISOString(),
    };
    console.log(
      [
        `[${adapter.name}] faults injected: ${figures.faultsInjected}, leads: ${figures.leads}, lost: ${figures.lost}, duplicated: ${figures.duplicated}`,
        `  duplicated: ${figures.duplicatedAtCrm} at the CRM, ${figures.duplicatedInMailbox} in the mailbox`,
        `  sent again and recognised by their key (kept once): ${figures.crmRepeatsByKey} CRM calls by Idempotency-Key, ` +
          `${figures.mailRepeatsByMessageId} e-mails by Message-ID`,
        `  e-mails sent again after a client timeout (the mail server answered late): ${figures.mailRepeatsAfterTimeout}; ` +
          `after SIGKILL with the message in flight: ${figures.mailRepeatsAfterKill}; otherwise: ${figures.mailRepeatsOtherwise}`,
        ...ran.map(
          (r) =>
            `  ${r.fault}: ${r.leads} leads, ${r.faultsInjected} faults, lost ${r.lost}, ` +
            `duplicated ${r.duplicatedAtCrm} CRM + ${r.duplicatedInMailbox} mailbox, ` +
            `repeats kept once ${r.crmRepeatsByKey} CRM + ${r.mailRepeatsByMessageId} e-mail, ${r.seconds.toFixed(1)} s`,
        ),
      ].join('\n'),
    );
    const dir = path.join(ROOT, 'test-results');
    mkdirSync(dir, { recursive: true });
    writeFileSync(path.join(dir, `fault-figures-${adapter.name}.json`), `${JSON.stringify(figures, null, 2)}\n`);
  });

  test('the store failing at request time: admin actions and API answers are a clean 503, and nothing changes', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'faults-admin-'));
    process.env.DATA_DIR = dir; // the image store of the running app (appDeps) writes here
    const { store: real, dispose } = await adapter.open();
    const holder = globalThis as { __store?: Promise<Store> };
    const previous = holder.__store;
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined); // the 503s are logged for operators
    try {
      const { imageURL: _url, ...input } = visaFields();
      const existing = await real.visas.create(visaFields());
      const faulty = faultyStore(real);
      holder.__store = Promise.resolve(faulty.store); // what getStore() (appDeps) hands the actions
      faulty.control.fault = 'fail';

      const image = await sharp({ create: { width: 60, height: 40, channels: 3, background: '#e0a526' } }).png().toBuffer();
      const form = (fields: unknown) => {
        const data = new FormData();
        data.set(CONTENT_DATA_FIELD, JSON.stringify(fields));
        data.set(CONTENT_FILE_FIELD, new File([new Uint8Array(image)], 'visa.png', { type: 'image/png' }));
        return data;
      };
      const storeDown = { ok: false, status: 503, message: 'The database is not reachable right now. Please try again in a moment.', fieldErrors: {} };
      const staff = { _id: existing._id, email: 'staff@example.ae', displayName: 'Staff' };
      expect(await createContent(visaService, form(input), staff)).toEqual(storeDown);
      expect(await updateContent(visaService, existing.slug, form({ ...input, slug: existing.slug, title: 'Changed', version: 1 }), staff)).toEqual(storeDown);
      expect(await removeContent(visaService, existing.slug, staff)).toEqual(storeDown);

      // The API's answer for what the same services throw: 503 with a plain message, no details.
      const thrown = await visaService.list({ store: faulty.store, images: undefined as never, revalidate: () => undefined }).catch((error: unknown) => error);
      const response = errorAnswer(thrown, 'GET /api/1.0/admin/testimonial/testimonials');
      expect(response.status).toBe(503);
      expect(await response.json()).toEqual({ statusCode: 503, message: 'The database is not reachable right now. Please try again in a moment.', data: null });

      faulty.control.fault = 'none';
      expect(await real.visas.list()).toEqual([existing]); // nothing created, changed or removed
      expect(await faulty.store.visas.count()).toBe(1);
      expect(logged).toHaveBeenCalledWith('[admin] store unavailable', expect.any(StoreUnavailableError));
    } finally {
      logged.mockRestore();
      holder.__store = previous;
      await dispose();
      rmSync(dir, { recursive: true, force: true });
    }
  });

  test('the store failing at request time: forms answer 503, never a false success; resent, each is stored once and delivered', async () => {
    const result = await storePhase(adapter);
    expect(result).toMatchObject({ lost: 0, duplicatedAtCrm: 0, duplicatedInMailbox: 0, mailRepeatsUnexplained: 0 });
  }, 60_000 * slower);

  test('CRM faults (429, 5xx, 4xx, hangs, resets, late answers) and SMTP faults (550, hangs, late answers, drops mid-message): every lead arrives once', async () => {
    // Three phases at a time on SQLite, each with its own store, stand-ins and worker.
    const queue = [...CRM_FAULTS, ...SMTP_FAULTS];
    const phases: PhaseResult[] = [];
    await Promise.all(
      Array.from({ length: parallelPhases }, async () => {
        for (let next = queue.shift(); next; next = queue.shift()) phases.push(await channelPhase(adapter, next));
      }),
    );
    for (const phase of phases) {
      expect(phase).toMatchObject({ fault: phase.fault, lost: 0, duplicatedAtCrm: 0, duplicatedInMailbox: 0, mailRepeatsUnexplained: 0 });
      expect(phase.faultsInjected).toBeGreaterThanOrEqual(phase.leads);
    }
    // A late answer: the CRM recorded each lead the client gave up on, and knew every retry by its key;
    // the mail server delivered each e-mail the client gave up on, and the mailbox knew every retry by its Message-ID.
    expect(phases.find((phase) => phase.fault === 'crm answers after the timeout')!.crmRepeatsByKey).toBeGreaterThanOrEqual(10);
    const lateMail = phases.find((phase) => phase.fault === 'smtp answers after the timeout')!;
    expect(lateMail.mailRepeatsByMessageId).toBeGreaterThanOrEqual(10);
    expect(lateMail.mailRepeatsAfterTimeout).toBe(lateMail.mailRepeatsByMessageId);
  }, 120_000 * slower);

  test('the delivery process killed with SIGKILL mid-delivery twice and restarted: every lead arrives', async () => {
    const result = await killPhase(adapter);
    expect(result).toMatchObject({ lost: 0, duplicatedAtCrm: 0, duplicatedInMailbox: 0 });
    // Only e-mails in flight when the process died may be sent again: at most the concurrency (10) per kill.
    expect(result.mailRepeatsUnexplained).toBeLessThanOrEqual(2 * 10);
  }, 90_000 * slower);
});
