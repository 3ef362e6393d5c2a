import type { Collection } from '@/lib/store/documents';
import { isoDate } from '@/lib/store/fields';
import { declareRecord } from '@/lib/store/record';
import { z } from '@/lib/validation/z';

export const EVENT_ACTORS = ['staff', 'applicant', 'system'] as const;

/**
 * The timeline of a case: every change with who made it and when, oldest first. Kept when the
 * documents are deleted (it names files, never holds them). `forApplicant` entries are what the
 * portal shows; the rest (a file viewed by staff, a code e-mailed) are for staff only.
 */
export const caseEventRecord = declareRecord({
  name: 'case_events',
  schema: z.object({
    caseId: z.string(),
    at: isoDate,
    actor: z.object({ kind: z.enum(EVENT_ACTORS), name: z.string() }),
    text: z.string(),
    forApplicant: z.boolean(),
  }),
  indexes: [{ paths: { caseId: 1, at: 1, _id: 1 } }],
});

export type CaseEvent = z.output<typeof caseEventRecord.schema> & { _id: string };
export type NewCaseEvent = Omit<CaseEvent, '_id'>;

export interface CaseEventRepository {
  add(event: NewCaseEvent): Promise<CaseEvent>;
  /** Oldest first; only what the applicant sees with `forApplicant`. */
  list(caseId: string, options?: { forApplicant?: boolean }): Promise<CaseEvent[]>;
  /** Deletes the case's whole timeline (the case is being deleted); returns how many entries. */
  removeForCase(caseId: string): Promise<number>;
}

export function caseEventRepository(collection: Collection<CaseEvent>): CaseEventRepository {
  return {
    add: (event) => collection.insert(event),
    list: (caseId, options = {}) =>
      collection.findMany({ caseId: String(caseId), ...(options.forApplicant ? { forApplicant: true } : {}) }, { sort: { at: 1, _id: 1 } }),
    removeForCase: (caseId) => collection.deleteMany({ caseId: String(caseId) }),
  };
}
