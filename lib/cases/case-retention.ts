import 'server-only';
import { appendAudit, SYSTEM_ACTORS } from '@/lib/audit/audit-entry';
import { cutoffOf } from '@/lib/privacy/retention-settings';
import type { Store } from '@/lib/store/store';
import type { DocumentVault } from './document-vault';
import { deleteWholeCase } from './case-deletion';

/** Cases deleted per run: a backlog (the setting lowered) is worked through over the hourly runs. */
const BATCH = 100;

export interface CaseRetentionOptions {
  /** Where e-mails are written without SMTP: the case e-mails' copies go with the case. */
  outboxDir?: string;
  log?: (message: string) => void;
}

/**
 * Deletes every case that ended (reached Passport returned or Closed) more than `caseDays` ago,
 * with everything that names its applicant (./case-deletion.ts). The audit log keeps
 * that a case was deleted, by its id only. Returns how many cases were deleted.
 */
export async function deleteEndedCases(store: Store, vault: DocumentVault, caseDays: number, now: Date, options: CaseRetentionOptions = {}): Promise<number> {
  const ended = await store.cases.listEndedBefore(cutoffOf(now, caseDays), BATCH);
  for (const record of ended) {
    await deleteWholeCase({ store, vault, outboxDir: options.outboxDir }, record._id);
    await appendAudit(store, {
      action: 'case-deleted',
      actor: { _id: null, email: SYSTEM_ACTORS.worker },
      target: `case ${record._id}`,
      detail: `deleted ${caseDays} days after it ended`,
    });
  }
  if (ended.length > 0) options.log?.(`Retention: deleted ${ended.length} cases ended more than ${caseDays} days ago`);
  return ended.length;
}
