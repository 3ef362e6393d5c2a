import 'server-only';
import { appendAudit, SYSTEM_ACTORS } from '@/lib/audit/audit-entry';
import type { Store } from '@/lib/store/store';
import { DOCUMENT_RETENTION_DAYS } from './constants';
import type { DocumentVault } from './document-vault';
import { removeFile } from './upload-document';

/**
 * The privacy policy's promise, kept by the worker: a case's documents are deleted once their day
 * has come (30 days after it was submitted, or when it was closed without submission). The bytes
 * go from the vault and the files' records from the store; the case, its checklist and its
 * timeline stay, with an entry saying what was deleted, and the audit log names the deletion.
 * Returns how many files were deleted.
 */
export async function deleteDueDocuments(store: Store, vault: DocumentVault, now: Date, log: (message: string) => void = () => undefined): Promise<number> {
  let deleted = 0;
  for (const record of await store.cases.listDocumentsDue(now.toISOString(), 100)) {
    const files = await store.caseFiles.listForCase(record._id);
    for (const file of files) await removeFile({ store, vault }, file);
    const at = now.toISOString();
    await store.cases.change(record._id, (current) => ({
      documentsDeletedAt: at,
      travellers: current.travellers.map((traveller) => ({ ...traveller, checklist: traveller.checklist.map((item) => ({ ...item, fileId: null })) })),
      updatedAt: at,
    }));
    const reason = record.submittedAt ? `${DOCUMENT_RETENTION_DAYS} days after submission` : 'the case was closed without submission';
    await store.caseEvents.add({
      caseId: record._id,
      at,
      actor: { kind: 'system', name: 'Ztart Visa' },
      text: `Your documents were deleted (${files.length} ${files.length === 1 ? 'file' : 'files'}): ${reason}, as our privacy policy promises.`,
      forApplicant: true,
    });
    await appendAudit(store, {
      action: 'case-documents-deleted',
      actor: { _id: null, email: SYSTEM_ACTORS.worker },
      target: `case ${record._id}`,
      detail: `${files.length} ${files.length === 1 ? 'file' : 'files'} deleted: ${reason}`,
    });
    deleted += files.length;
  }
  if (deleted > 0) log(`Retention: deleted ${deleted} case documents`);
  return deleted;
}
