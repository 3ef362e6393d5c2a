import { createCountryDirectory } from '@/lib/leads/country-directory';
import { createCrmClient } from '@/lib/leads/crm-client';
import { createCrmDeliverer } from '@/lib/leads/crm-deliverer';
import { createEmailDeliverer } from '@/lib/leads/email-deliverer';
import { createMailer } from '@/lib/leads/mailer';
import { type WorkerTimings, createDeliveryWorker } from '@/lib/leads/worker';
import { type StoreLocation, openStoreAt } from '@/test/store-adapters';

/**
 * The delivery side of a server process, on its own: the real worker on the test's store (the
 * SQLite file, or the MongoDB database over a connection of this process's own), with the
 * real CRM client and mailer, wired as the harness wires them. Started in a child process
 * (worker-process.mjs) by tests that kill it mid-delivery.
 */
export interface WorkerProcessConfig {
  store: StoreLocation;
  crmUrl: string;
  smtpUrl: string;
  crmTimeoutMs: number;
  mailTimeoutMs: number;
  timings: Partial<WorkerTimings>;
}

export async function startWorkerProcess(config: WorkerProcessConfig): Promise<{ stop(): Promise<void> }> {
  const crmClient = createCrmClient({
    baseUrl: config.crmUrl,
    clientId: 'site-client',
    clientSecret: 'site-secret',
    idHeader: 'ClientId',
    secretHeader: 'ClientSecret',
    timeoutMs: config.crmTimeoutMs,
  });
  const countries = createCountryDirectory(crmClient, { failureTtlMs: 50, log: () => undefined });
  const mailer = createMailer({
    smtpUrl: config.smtpUrl,
    outboxDir: '/nonexistent', // unused with SMTP
    from: '"Ztart Visa website" <no-reply@ztartvisa.test>',
    to: 'leads@ztartvisa.test',
    timeouts: { connectionMs: config.mailTimeoutMs, greetingMs: config.mailTimeoutMs, socketMs: config.mailTimeoutMs },
  });
  const email = createEmailDeliverer(mailer, {
    siteName: 'Ztart Visa',
    inboxUrl: 'http://localhost:3000/admin/leads',
    messageIdDomain: 'ztartvisa.test',
    countries,
  });
  const store = await openStoreAt(config.store);
  const worker = createDeliveryWorker({
    store,
    deliverers: { crm: createCrmDeliverer(crmClient, countries), email },
    timings: config.timings,
    log: () => undefined,
  });
  worker.start();
  return {
    async stop() {
      await worker.stop();
      await store.close();
    },
  };
}
