import 'server-only';
import { getCompany } from '@/lib/company';
import { RATE_LIMITS } from '@/lib/rate-limits';
import { getEnv } from '@/lib/config/env';
import { createSharedRateLimiter } from '@/lib/rate-limit';
import { getStore } from '@/lib/store';
import { leadsConfigFromEnv } from './config';
import { type CountryDirectory, createCountryDirectory } from './country-directory';
import { createCrmClient } from './crm-client';
import { createCrmDeliverer } from './crm-deliverer';
import { createEmailDeliverer } from './email-deliverer';
import { createMailer } from './mailer';
import type { SubmitDeps } from './submit-form';
import { caseWorkerJobs } from '@/lib/cases/worker-jobs';
import { privacyWorkerJobs } from '@/lib/privacy/request-retention';
import { DEFAULT_TIMINGS, type DeliveryWorker, createDeliveryWorker } from './worker';

/** The leads service of this server process, wired from the environment. */
export interface LeadsRuntime {
  worker: DeliveryWorker;
  countries: CountryDirectory;
  submit: SubmitDeps;
  crmConfigured: boolean;
}

// On globalThis: instrumentation, route handlers and server actions may each load their own copy
// of this module (and dev reloads it), yet the process must run one worker with one in-flight set,
// one rate limiter and one country cache.
const holder = globalThis as { __leadsRuntime?: LeadsRuntime };

export function getLeadsRuntime(): LeadsRuntime {
  holder.__leadsRuntime ??= createLeadsRuntime();
  return holder.__leadsRuntime;
}

function createLeadsRuntime(): LeadsRuntime {
  const env = getEnv();
  const config = leadsConfigFromEnv(env, getCompany());
  const crm = config.crm ? createCrmClient(config.crm) : null;
  const countries = createCountryDirectory(crm);
  const email = createEmailDeliverer(createMailer(config.mail), {
    siteName: config.siteName,
    inboxUrl: config.inboxUrl,
    messageIdDomain: config.messageIdDomain,
    countries,
  });
  const worker = createDeliveryWorker({
    store: getStore,
    deliverers: crm ? { crm: createCrmDeliverer(crm, countries), email } : { email },
    retention: config.retention,
    // Swept with SMTP set too: the files written before it was set must not outlive their use.
    outboxDir: config.mail.outboxDir,
    jobs: [
      ...caseWorkerJobs(DEFAULT_TIMINGS, config.retention, (message) => console.warn(`[cases] ${message}`)),
      ...privacyWorkerJobs(config.retention, (message) => console.warn(`[privacy] ${message}`)),
    ],
  });
  // Counted in the store, so a visitor alternating between instances gets no more than from one.
  const limiter = createSharedRateLimiter({ store: getStore, scope: 'forms', windows: RATE_LIMITS.forms });
  return {
    worker,
    countries,
    crmConfigured: crm !== null,
    // With LEADS_WORKER=separate this process only stores submissions: `npm run worker` delivers
    // them, so none is claimed here by a process that may go away mid-delivery.
    submit: {
      store: getStore,
      worker: env.LEADS_WORKER === 'inline' ? worker : undefined,
      limiter,
      crmConfigured: crm !== null,
      siteOrigins: [config.siteUrl],
    },
  };
}

/** Starts the delivery loop of this process (once; later calls do nothing). */
export function startLeadsWorker(): void {
  getLeadsRuntime().worker.start();
}
