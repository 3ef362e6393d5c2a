import 'server-only';
import { Readable } from 'node:stream';
import { SYSTEM_ACTORS } from '@/lib/audit/audit-entry';
import { recordAudit } from '@/lib/audit/record';
import type { Store } from '@/lib/store/store';
import type { CaseFile } from './case-file-repository';
import { openingStream } from './document-cipher';
import type { DocumentKeyring } from './document-key';
import type { DocumentVault } from './document-vault';

export interface DocumentReader {
  store: Store;
  keyring: DocumentKeyring;
  vault: DocumentVault;
}

/** Who opens a document: a staff member (named in the audit log) or the applicant through the portal. */
export type DocumentViewer = { kind: 'staff'; id: string; email: string } | { kind: 'applicant'; name: string };

/**
 * The decrypted document as an HTTP answer, streamed: shown in the browser (`inline`) or saved
 * (`attachment`). Every view and download is in the audit log first. The answer cannot run in the
 * site's origin: `sandbox` in its own CSP, `nosniff`, never cached.
 */
export async function documentResponse({ store, keyring, vault }: DocumentReader, file: CaseFile, viewer: DocumentViewer, disposition: 'inline' | 'attachment'): Promise<Response> {
  const decipher = openingStream(keyring, file);
  await recordAudit({
    action: 'case-document-viewed',
    actor: viewer.kind === 'staff' ? { _id: viewer.id, email: viewer.email } : { _id: null, email: SYSTEM_ACTORS.applicant },
    target: `case ${file.caseId} document ${file._id}`,
    detail: `${disposition === 'inline' ? 'viewed' : 'downloaded'} by ${viewer.kind === 'staff' ? 'staff' : `the applicant (${viewer.name})`}: ${file.fileName}`,
  });
  await store.caseEvents.add({
    caseId: file.caseId,
    at: new Date().toISOString(),
    actor: viewer.kind === 'staff' ? { kind: 'staff', name: viewer.email } : { kind: 'applicant', name: viewer.name },
    text: `${file.fileName} ${disposition === 'inline' ? 'viewed' : 'downloaded'}.`,
    forApplicant: false,
  });
  const stored = vault.read(file.location);
  // A missing or unreadable file ends the answer with an error rather than a truncated success.
  stored.on('error', (error) => decipher.destroy(error));
  const plain = stored.pipe(decipher);
  return new Response(Readable.toWeb(plain) as ReadableStream, {
    headers: {
      'content-type': file.contentType,
      'content-length': String(file.size),
      'content-disposition': `${disposition}; filename*=UTF-8''${encodeURIComponent(file.fileName)}`,
      'content-security-policy': "sandbox; default-src 'none'; img-src 'self'; style-src 'unsafe-inline'",
      'x-content-type-options': 'nosniff',
      'cache-control': 'private, no-store',
      'referrer-policy': 'no-referrer',
    },
  });
}
