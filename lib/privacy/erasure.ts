import 'server-only';
import { deleteWholeCase } from '@/lib/cases/case-deletion';
import type { DocumentVault } from '@/lib/cases/document-vault';
import { removeOutboxCopies } from '@/lib/leads/outbox';
import type { Store } from '@/lib/store/store';
import type { DataSubject } from './subject';
import { counted } from './counted';

export interface ErasureDeps {
  store: Store;
  /** Where the documents' bytes are (opened only when a case has some). */
  vault: () => Promise<DocumentVault>;
  /** Where e-mails are written without SMTP: the copies about the person go too. */
  outboxDir?: string;
}

export interface ErasureOutcome {
  submissions: number;
  cases: number;
  documents: number;
  /** In counts only: it is kept with the request and written to the audit log. */
  summary: string;
  /** When the number's do-not-contact mark, kept, was made; null without one. */
  keptMarkAt: string | null;
}

/**
 * Erases what we hold about one person: every submission sent with their number or address (and
 * the e-mail files written about it), every case they are the applicant of, with its documents,
 * timeline, portal links and e-mails. The audit log keeps its entries, which name records by id
 * only; what else is kept, and why, is said to the person (./kept-after-erasure.ts).
 */
export async function eraseSubject(deps: ErasureDeps, subject: DataSubject): Promise<ErasureOutcome> {
  const { store } = deps;
  const filter = subject.channel === 'email' ? { email: subject.value } : { phone: subject.value };
  const submissions = await store.submissions.listAbout(filter);
  const ids = submissions.map((submission) => submission._id);
  const inCrm = submissions.filter((submission) => submission.deliveries.crm?.status === 'delivered').length;
  if (deps.outboxDir) await removeOutboxCopies(deps.outboxDir, ids);
  await store.submissions.deleteMany(ids);
  const mark = subject.channel === 'phone' ? await store.doNotContact.find(subject.value) : null;
  let documents = 0;
  const cases = await store.cases.listForApplicant(filter);
  if (cases.length > 0) {
    const vault = await deps.vault();
    for (const record of cases) documents += await deleteWholeCase({ store, vault, outboxDir: deps.outboxDir }, record._id);
  }
  return {
    submissions: ids.length,
    cases: cases.length,
    documents,
    summary: [
      `erased ${counted(ids.length, 'submission')} and ${counted(cases.length, 'case')} with ${counted(documents, 'document')}`,
      ...(inCrm ? [`${inCrm} had reached the CRM: erase them there`] : []),
      ...(mark ? ['kept the do-not-contact mark'] : []),
    ].join('; '),
    keptMarkAt: mark?.markedAt ?? null,
  };
}
