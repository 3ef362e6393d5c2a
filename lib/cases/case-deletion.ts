import 'server-only';
import { removeOutboxCopies } from '@/lib/leads/outbox';
import type { Store } from '@/lib/store/store';
import type { DocumentVault } from './document-vault';
import { removeFile } from './upload-document';

/**
 * Deletes a case with everything that names its applicant: the files still kept (bytes first,
 * then records), the e-mails and their outbox copies, the portal links, the timeline, and last the
 * case itself, so a run cut short leaves the case to be found and finished by the next one.
 * Returns how many documents went with it.
 */
export async function deleteWholeCase({ store, vault, outboxDir }: { store: Store; vault: DocumentVault; outboxDir?: string }, caseId: string): Promise<number> {
  const files = await store.caseFiles.listForCase(caseId);
  for (const file of files) await removeFile({ store, vault }, file);
  const notices = await store.caseNotices.listForCase(caseId);
  if (outboxDir) await removeOutboxCopies(outboxDir, notices.map((notice) => notice._id));
  await store.caseNotices.removeForCase(caseId);
  await store.portalLinks.removeForCase(caseId);
  await store.caseEvents.removeForCase(caseId);
  await store.cases.remove(caseId);
  return files.length;
}
