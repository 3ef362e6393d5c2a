import 'server-only';
import type { Store } from '@/lib/store/store';
import type { CaseEvent } from './case-event-repository';
import type { CaseFile } from './case-file-repository';
import type { Case } from './case-repository';
import { OWN_CASES_SAMPLE } from './constants';
import { type ExpectedWindow, expectedWindow } from './expected-window';

/** What a case page shows, staff's or the applicant's: the case, its expected window, its files and timeline. */
export interface CaseView {
  record: Case;
  window: ExpectedWindow;
  /** By id: the files the checklist points at (names and sizes for the page). */
  files: Record<string, Pick<CaseFile, '_id' | 'fileName' | 'contentType' | 'size' | 'uploadedAt'>>;
  events: CaseEvent[];
}

/** Reads a case's page in a handful of indexed queries, whatever the number of cases stored. */
export async function caseView(store: Store, record: Case, now: Date, audience: 'staff' | 'applicant'): Promise<CaseView> {
  const [facts, decided, files, events] = await Promise.all([
    store.visaFacts.get(record.visa.slug),
    store.cases.decisionDays(record.visa.slug, OWN_CASES_SAMPLE),
    store.caseFiles.listForCase(record._id),
    store.caseEvents.list(record._id, { forApplicant: audience === 'applicant' }),
  ]);
  return {
    record,
    window: expectedWindow(record, facts, decided, now),
    files: Object.fromEntries(files.map(({ _id, fileName, contentType, size, uploadedAt }) => [_id, { _id, fileName, contentType, size, uploadedAt }])),
    events,
  };
}

export const readableSize = (bytes: number) => (bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`);
