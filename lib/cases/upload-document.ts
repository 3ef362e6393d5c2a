import 'server-only';
import type { Readable } from 'node:stream';
import { NotFoundError, ValidationError } from '@/lib/errors';
import { newObjectId } from '@/lib/ids';
import type { Store } from '@/lib/store/store';
import { uploadEmail } from './case-emails';
import { queueNotice } from './case-notices';
import type { Case } from './case-repository';
import { findItem, withItem } from './case-service';
import { CASE_STAGES, type CaseStage } from './constants';
import type { DocumentKeyring } from './document-key';
import type { DocumentVault } from './document-vault';
import { sealDocument } from './seal-document';
import type { CaseFile } from './case-file-repository';

export interface UploadDeps {
  store: Store;
  keyring: DocumentKeyring;
  vault: DocumentVault;
  siteUrl: string;
  now: () => Date;
}

/** Uploads are taken until the application is submitted; after that the documents are on their way out. */
const LAST_UPLOAD_STAGE: CaseStage = 'appointment_booked';
export const UPLOADS_CLOSED = 'This application has been submitted: documents can no longer be uploaded here. Contact your consultant if something is missing.';

/** A file's name as shown to staff and given to downloads: letters, digits and a few signs, at most 100 characters. */
export function cleanFileName(name: string | null, fallback: string): string {
  const cleaned = (name ?? '').normalize('NFKC').replace(/[^\p{L}\p{N} ._()-]/gu, '_').replace(/\s+/g, ' ').trim().slice(0, 100);
  return cleaned && cleaned !== '.' && cleaned !== '..' ? cleaned : fallback;
}

/**
 * Takes a document for one item of one traveller's checklist, from the applicant's portal: the
 * item must be on this case (the case comes from the link, never from the request), open for
 * uploads, and not accepted already. The bytes are checked and sealed as they stream in
 * (./seal-document.ts); the item becomes Received and its previous file, if any, is deleted; the
 * consultant is e-mailed.
 */
export async function uploadDocument(
  deps: UploadDeps,
  record: Case,
  target: { travellerId: string; itemId: string },
  upload: { bytes: Readable; fileName: string | null },
): Promise<{ record: Case; file: CaseFile }> {
  const { store } = deps;
  const { traveller, item } = findItem(record, target.travellerId, target.itemId);
  if (CASE_STAGES.indexOf(record.stage) > CASE_STAGES.indexOf(LAST_UPLOAD_STAGE) || record.documentsDeletedAt) {
    upload.bytes.destroy();
    throw new ValidationError(UPLOADS_CLOSED, { file: [UPLOADS_CLOSED] });
  }
  if (item.status === 'accepted') {
    upload.bytes.destroy();
    throw new ValidationError('This document was accepted already: nothing more to send for it.', { file: ['Accepted already.'] });
  }
  const location = newObjectId();
  const sealed = await sealDocument(upload.bytes, { vault: deps.vault, keyring: deps.keyring, location });
  const at = deps.now().toISOString();
  const extension = { 'application/pdf': 'pdf', 'image/jpeg': 'jpg', 'image/png': 'png', 'image/webp': 'webp' }[sealed.contentType];
  const file = await store.caseFiles.create({
    caseId: record._id,
    travellerId: traveller.id,
    itemId: item.id,
    fileName: cleanFileName(upload.fileName, `${item.label.slice(0, 40)}.${extension}`),
    ...sealed,
    location,
    uploadedAt: at,
    uploadedBy: 'applicant',
  });
  let replaced: string | null = null;
  let updated: Case;
  try {
    updated = await store.cases.change(record._id, (current) => {
      const { item: now } = findItem(current, traveller.id, item.id);
      if (now.status === 'accepted') throw new ValidationError('This document was accepted already: nothing more to send for it.', { file: ['Accepted already.'] });
      replaced = now.fileId;
      return { travellers: withItem(current.travellers, traveller.id, item.id, (old) => ({ ...old, status: 'received', fileId: file._id, updatedAt: at })), updatedAt: at };
    });
  } catch (error) {
    await removeFile(deps, file);
    if (error instanceof NotFoundError) throw new NotFoundError('That document is not on this case’s checklist any more.');
    throw error;
  }
  if (replaced) {
    const old = await store.caseFiles.get(replaced);
    if (old) await removeFile(deps, old);
  }
  await store.caseEvents.add({ caseId: record._id, at, actor: { kind: 'applicant', name: record.applicant.name }, text: `${item.label} (${traveller.name}): received.`, forApplicant: true });
  const consultant = updated.consultant.id ? await store.admins.findById(updated.consultant.id) : null;
  if (consultant && !consultant.disabled) {
    await queueNotice(store, record._id, consultant.email, uploadEmail(updated, traveller.name, item, new URL(`/admin/cases/${record._id}`, deps.siteUrl).toString()), new Date(at));
  }
  return { record: updated, file };
}

/** Deletes a document: its bytes first, then its record (a record left alone points at nothing; the other way would leave bytes nobody deletes). */
export async function removeFile({ store, vault }: Pick<UploadDeps, 'store' | 'vault'>, file: CaseFile): Promise<void> {
  await vault.remove(file.location);
  await store.caseFiles.remove(file._id);
}
