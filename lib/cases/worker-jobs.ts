import 'server-only';
import { createMailer } from '@/lib/leads/mailer';
import type { WorkerJob, WorkerTimings } from '@/lib/leads/worker';
import type { RetentionSettings } from '@/lib/privacy/retention-settings';
import type { Store } from '@/lib/store/store';
import { getCaseConfig } from './case-config';
import { deleteEndedCases } from './case-retention';
import { DOCUMENT_RETENTION_EVERY_MS } from './constants';
import { deleteDueDocuments } from './document-retention';
import { type DocumentVault, vaultFor } from './document-vault';
import { deliverDueNotices } from './notice-delivery';

/**
 * The cases' work on the lead worker's loop (inline in each web process, or `npm run worker`):
 * the case e-mails on every pass, with the submissions' retry rules, and, hourly, the deletion of
 * documents whose days are over and of cases ended longer ago than the settings keep them.
 */
export function caseWorkerJobs(
  timings: Pick<WorkerTimings, 'backoffMs' | 'maxAttempts' | 'jitter' | 'leaseMs'>,
  retention: Pick<RetentionSettings, 'caseDays'>,
  log: (message: string) => void,
): WorkerJob[] {
  const config = getCaseConfig();
  const mailer = createMailer(config.mail);
  return [
    {
      name: 'case e-mails',
      everyMs: 0,
      run: (store, now) => deliverDueNotices(store, now, { mailer, messageIdDomain: config.messageIdDomain, policy: timings, leaseMs: timings.leaseMs, log }),
    },
    ...caseRetentionJobs(retention, (store) => vaultFor(store, config.dataDir), { outboxDir: config.mail.outboxDir, log }),
  ];
}

/**
 * The cases' retention jobs alone, with the figures the retention map shows (lib/privacy): what
 * the worker runs, and what the map's test runs against both stores.
 */
export function caseRetentionJobs(
  retention: Pick<RetentionSettings, 'caseDays'>,
  vaultOf: (store: Store) => Promise<DocumentVault>,
  options: { outboxDir?: string; log: (message: string) => void },
): WorkerJob[] {
  return [
    {
      name: 'case documents retention',
      everyMs: DOCUMENT_RETENTION_EVERY_MS,
      run: async (store, now) => deleteDueDocuments(store, await vaultOf(store), now, options.log),
    },
    {
      name: 'case records retention',
      everyMs: DOCUMENT_RETENTION_EVERY_MS,
      run: async (store, now) => deleteEndedCases(store, await vaultOf(store), retention.caseDays, now, options),
    },
  ];
}
