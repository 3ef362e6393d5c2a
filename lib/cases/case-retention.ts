import 'server-only';
import { appendAudit, SYSTEM_ACTORS } from '@/lib/audit/audit-entry';
import { removeOutboxCopies } from '@/lib/leads/outbox';
import { cutoffOf } from '@/lib/privacy/retention-settings';
import type { Store } from '@/lib/store/store';
import type { DocumentVault } from './document-vault';
import { removeFile } from './upload-document';

/** Cases deleted per run: a backlog (the setting lowered) is worked through over the hourly runs. */
const BATCH = 100;

export interface CaseRetentionOptions {
  /** Where e-mails are written without SMTP: the case e-mails' copies go with the case. */
  outboxDir?: string;
  log?: (message: string) => void;
}

/**
 * Deletes every case that ended (reached Passport returned or Closed) more than `caseDays` ago,
 * with everything that names its applicant: the files still kept (bytes first, then records), the
 * e-mails and their outbox copies, the portal links, the timeline, and last the case itself, so a
 * run cut short leaves the case to be found and finished by the next one. The audit log keeps
 * that a case was deleted, by its id only. Returns how many cases were deleted.
 */
export async function deleteEndedCases(store: Store, vault: DocumentVault, caseDays: number, now: Date, options: CaseRetentionOptions = {}): Promise<number> {
  const ended = await store.cases.listEndedBefore(cutoffOf(now, caseDays), BATCH);
  for (const record of ended) {
    for (const file of await store.caseFiles.listForCase(record._id)) await removeFile({ store, vault }, file);
    const notices = await store.caseNotices.listForCase(record._id);
    if (options.outboxDir) await removeOutboxCopies(options.outboxDir, notices.map((notice) => notice._id));
    await store.caseNotices.removeForCase(record._id);
    await store.portalLinks.removeForCase(record._id);
    await store.caseEvents.removeForCase(record._id);
    await store.cases.remove(record._id);
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
