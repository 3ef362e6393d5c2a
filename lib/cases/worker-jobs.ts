import 'server-only';
import { createMailer } from '@/lib/leads/mailer';
import type { WorkerJob, WorkerTimings } from '@/lib/leads/worker';
import { getCaseConfig } from './case-config';
import { DOCUMENT_RETENTION_EVERY_MS } from './constants';
import { deleteDueDocuments } from './document-retention';
import { vaultFor } from './document-vault';
import { deliverDueNotices } from './notice-delivery';

/**
 * The cases' work on the lead worker's loop (inline in each web process, or `npm run worker`):
 * the case e-mails on every pass, with the submissions' retry rules, and the deletion of
 * documents whose 30 days are over, hourly.
 */
export function caseWorkerJobs(timings: Pick<WorkerTimings, 'backoffMs' | 'maxAttempts' | 'jitter' | 'leaseMs'>, log: (message: string) => void): WorkerJob[] {
  const config = getCaseConfig();
  const mailer = createMailer(config.mail);
  return [
    {
      name: 'case e-mails',
      everyMs: 0,
      run: (store, now) => deliverDueNotices(store, now, { mailer, messageIdDomain: config.messageIdDomain, policy: timings, leaseMs: timings.leaseMs, log }),
    },
    {
      name: 'case documents retention',
      everyMs: DOCUMENT_RETENTION_EVERY_MS,
      run: async (store, now) => deleteDueDocuments(store, await vaultFor(store, config.dataDir), now, log),
    },
  ];
}
