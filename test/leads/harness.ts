import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createCountryDirectory } from '@/lib/leads/country-directory';
import { createCrmClient } from '@/lib/leads/crm-client';
import { createCrmDeliverer } from '@/lib/leads/crm-deliverer';
import { createEmailDeliverer } from '@/lib/leads/email-deliverer';
import { createMailer } from '@/lib/leads/mailer';
import type { SubmitDeps } from '@/lib/leads/submit-form';
import { type DeliveryWorker, type WorkerDeps, type WorkerTimings, createDeliveryWorker } from '@/lib/leads/worker';
import { createSharedRateLimiter } from '@/lib/rate-limit';
import type { Store } from '@/lib/store/store';
import { type AdapterUnderTest, type StoreLocation, openStoreAt, sqliteAdapter } from '@/test/store-adapters';
import { type CrmMode, type CrmStandIn, startCrmStandIn } from './crm-stand-in';
import { type SmtpMode, type SmtpSink, startSmtpSink } from './smtp-sink';

/**
 * The leads service wired as in production, on loopback: a store of its own (a SQLite temp file,
 * or a MongoDB database of its own), the real CRM client against the CRM stand-in, the real
 * mailer against a real SMTP server, and the real worker with short timings.
 */
export interface LeadsHarness {
  /** Where the store's data is, for a second store handle (another process). */
  location: StoreLocation;
  crm: CrmStandIn;
  smtp: SmtpSink;
  /** The real CRM and e-mail deliverers, for tests that build workers of their own. */
  deliverers: WorkerDeps['deliverers'];
  store: Store;
  worker: DeliveryWorker;
  deps: SubmitDeps;
  /** Stops the worker and closes the store, reopens the same file and starts a fresh worker. */
  restart(): Promise<void>;
  close(): Promise<void>;
}

export interface HarnessOptions {
  /** The store to run on; SQLite by default. */
  adapter?: AdapterUnderTest;
  crmMode?: CrmMode;
  /** The country list's answers, when they differ from the leads'. */
  countryListMode?: CrmMode;
  smtpMode?: SmtpMode;
  /** Without a CRM the lead forms' CRM channel is skipped. */
  withCrm?: boolean;
  crmTimeoutMs?: number;
  /** The mailer's connection, greeting and socket timeouts (10 s each by default). */
  mailTimeoutMs?: number;
  timings?: Partial<WorkerTimings>;
  startWorker?: boolean;
  limits?: Array<{ max: number; windowMs: number }>;
}

export const FAST_TIMINGS: Partial<WorkerTimings> = {
  intervalMs: 25,
  backoffMs: [20, 40, 80, 150],
  maxAttempts: 1_000, // recovery tests must never give up
  jitter: 0.2,
  leaseMs: 10_000,
  batchSize: 500,
  concurrency: 25,
};

export async function startLeadsHarness(options: HarnessOptions = {}): Promise<LeadsHarness> {
  const dir = mkdtempSync(path.join(tmpdir(), 'leads-'));
  const opened = await (options.adapter ?? sqliteAdapter).open();
  const [crm, smtp] = await Promise.all([startCrmStandIn(options.crmMode ?? 'ok', options.countryListMode ?? null), startSmtpSink(options.smtpMode ?? 'accept')]);
  const withCrm = options.withCrm ?? true;
  const crmClient = withCrm
    ? createCrmClient({
        baseUrl: crm.url,
        clientId: 'site-client',
        clientSecret: 'site-secret',
        idHeader: 'ClientId',
        secretHeader: 'ClientSecret',
        timeoutMs: options.crmTimeoutMs ?? 3_000,
      })
    : null;
  const countries = createCountryDirectory(crmClient, { failureTtlMs: 50, log: () => undefined });
  const mailer = createMailer({
    smtpUrl: smtp.url,
    outboxDir: path.join(dir, 'outbox'),
    from: '"Ztart Visa website" <no-reply@ztartvisa.test>',
    to: 'leads@ztartvisa.test',
    // Generous: on a busy shared machine a late 250 after DATA would make the client send again.
    timeouts: {
      connectionMs: options.mailTimeoutMs ?? 10_000,
      greetingMs: options.mailTimeoutMs ?? 10_000,
      socketMs: options.mailTimeoutMs ?? 10_000,
    },
  });
  const email = createEmailDeliverer(mailer, {
    siteName: 'Ztart Visa',
    inboxUrl: 'http://localhost:3000/admin/leads',
    messageIdDomain: 'ztartvisa.test',
    countries,
  });
  const deliverers = crmClient ? { crm: createCrmDeliverer(crmClient, countries), email } : { email };
  const newWorker = (store: Store) =>
    createDeliveryWorker({ store, deliverers, timings: { ...FAST_TIMINGS, ...options.timings }, log: () => undefined });

  // Counted in the harness's store, as the site counts in its own.
  const limiter = createSharedRateLimiter({
    store: async () => harness.store,
    scope: 'forms',
    windows: options.limits ?? [{ max: 10_000, windowMs: 60_000 }],
  });
  const harness: LeadsHarness = {
    location: opened.location,
    crm,
    smtp,
    deliverers,
    store: opened.store,
    worker: undefined as unknown as DeliveryWorker,
    deps: undefined as unknown as SubmitDeps,
    async restart() {
      await harness.worker.stop();
      await harness.store.close();
      wire(await openStoreAt(opened.location));
      harness.worker.start();
    },
    async close() {
      // Servers first: attempts hanging on them end at once, so stopping the worker is quick.
      await Promise.all([crm.close(), smtp.close()]);
      await harness.worker.stop();
      await harness.store.close();
      await opened.dispose();
      rmSync(dir, { recursive: true, force: true });
    },
  };
  const wire = (store: Store) => {
    harness.store = store;
    harness.worker = newWorker(store);
    harness.deps = { store: async () => harness.store, worker: harness.worker, limiter, crmConfigured: withCrm, log: () => undefined };
  };
  wire(harness.store);
  if (options.startWorker ?? true) harness.worker.start();
  return harness;
}

/** Polls until the check passes (or fails with the last state after the timeout). */
export async function waitUntil(check: () => boolean | Promise<boolean>, timeoutMs = 20_000, describe = () => ''): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`Timed out after ${timeoutMs} ms. ${describe()}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
