import { ConflictError, NotFoundError } from '@/lib/errors';
import { DEFAULT_LOCALE, LOCALES } from '@/lib/i18n/locales';
import type { Collection, Filter } from '@/lib/store/documents';
import { isoDate, staffRefSchema } from '@/lib/store/fields';
import { declareRecord } from '@/lib/store/record';
import { z } from '@/lib/validation/z';
import { CASE_STAGES, type CaseStage, DECISIONS, ITEM_STATUSES } from './constants';

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Not a date');

const itemSchema = z.object({
  id: z.string(),
  label: z.string(),
  status: z.enum(ITEM_STATUSES),
  /** Why staff asked for it again: the applicant reads it. */
  reason: z.string().nullable(),
  /** The file last sent for it, or null (none yet, or deleted with the case's documents). */
  fileId: z.string().nullable(),
  updatedAt: isoDate,
});

const travellerSchema = z.object({ id: z.string(), name: z.string(), checklist: z.array(itemSchema) });

/**
 * One visa application, from the won lead to the passport's return: who applies (the applicant
 * who receives the e-mails, and every traveller with a checklist), for which visa page, the
 * consultant, the stage and what each stage fixed (the appointment, the submission, the decision).
 * Every change is a compare-and-set on `revision` (./case-repository.ts `change`), so two staff
 * members and an applicant uploading at the same moment never lose each other's change; the
 * timeline of who did what is a record of its own (./case-event-repository.ts).
 */
export const caseRecord = declareRecord({
  name: 'cases',
  schema: z.object({
    applicant: z.object({ name: z.string(), email: z.string(), phone: z.string().nullable() }),
    /** The won lead it was opened from, or null for a case opened from scratch. */
    leadId: z.string().nullable(),
    /**
     * The applicant's language: their lead's (the page they sent it from), English for a case
     * opened from scratch and for cases stored before the site had two languages. Every e-mail and
     * WhatsApp update to the applicant is written in it (./case-emails.ts).
     */
    language: z.enum(LOCALES).default(DEFAULT_LOCALE),
    /** The visa page it is for, as it was named when the case was opened; `titleAr` empty where the page had no Arabic title. */
    visa: z.object({ slug: z.string(), title: z.string(), country: z.string(), titleAr: z.string().default('') }),
    travellers: z.array(travellerSchema),
    travelFrom: day.nullable(),
    travelTo: day.nullable(),
    consultant: staffRefSchema,
    stage: z.enum(CASE_STAGES),
    stageAt: isoDate,
    appointment: z.object({ centre: z.string(), date: day, time: z.string().regex(/^\d{2}:\d{2}$/) }).nullable(),
    submittedAt: isoDate.nullable(),
    decision: z.object({ outcome: z.enum(DECISIONS), date: day }).nullable(),
    /** Calendar days from submission to the decision: what the expected window of later cases is made from. */
    decisionDays: z.number().int().nullable(),
    /** When the worker deletes the documents: 30 days after Submitted, or at once after a close without submission. */
    documentsDueAt: isoDate.nullable(),
    documentsDeletedAt: isoDate.nullable(),
    /**
     * When the case first reached Passport returned or Closed: its retention is counted from here,
     * so a later close does not restart it. Cases stored before the field read it as null and are
     * counted from `stageAt` (./case-retention.ts).
     */
    endedAt: isoDate.nullable().default(null),
    /** Derived on every change: an item is waiting or to be sent again. */
    waitingOnApplicant: z.boolean(),
    /** Derived on every change: files received and not yet checked by staff. */
    toReview: z.number().int(),
    createdBy: staffRefSchema,
    createdAt: isoDate,
    updatedAt: isoDate,
    revision: z.number().int(),
  }),
  indexes: [
    { paths: { createdAt: -1, _id: -1 } },
    { paths: { stage: 1, createdAt: -1 } },
    { paths: { 'consultant.id': 1, createdAt: -1 } },
    { paths: { 'visa.slug': 1, decisionDays: 1 } },
    { paths: { 'appointment.date': 1 } },
    { paths: { waitingOnApplicant: 1, createdAt: -1 } },
    { paths: { toReview: 1 } },
    { paths: { documentsDueAt: 1 } },
    { paths: { leadId: 1 } },
    { paths: { endedAt: 1 } },
    { paths: { 'applicant.email': 1 } },
    { paths: { 'applicant.phone': 1 } },
  ],
});

export type Case = z.output<typeof caseRecord.schema> & { _id: string };
export type Traveller = Case['travellers'][number];
export type ChecklistItem = Traveller['checklist'][number];
export type NewCase = Omit<Case, '_id' | 'waitingOnApplicant' | 'toReview' | 'revision' | 'updatedAt' | 'endedAt' | 'language' | 'visa'> & {
  visa: Omit<Case['visa'], 'titleAr'> & { titleAr?: string };
  endedAt?: string | null;
  /** English when not given. */
  language?: Case['language'];
};

/** The stages at which a case has ended: its retention runs from the first of them it reached. */
export const ENDED_STAGES = ['passport_returned', 'closed'] as const satisfies readonly CaseStage[];

export interface CaseFilter {
  stage?: CaseStage;
  visaSlug?: string;
  consultantId?: string;
  waitingOnApplicant?: boolean;
  /** Appointments on or after / before these days (YYYY-MM-DD). */
  appointmentFrom?: string;
  appointmentBefore?: string;
  limit?: number;
  offset?: number;
}

/** The changed fields of a case, made from the case as read (and re-made if someone else changed it first). */
export type CaseChange = (current: Case) => Partial<Omit<Case, '_id' | 'revision' | 'waitingOnApplicant' | 'toReview'>>;

export interface CaseRepository {
  create(input: NewCase): Promise<Case>;
  get(id: string): Promise<Case | null>;
  /** Newest first. */
  list(filter?: CaseFilter): Promise<Case[]>;
  count(filter?: CaseFilter): Promise<number>;
  /** How many cases of the filter are at each stage (every stage listed). */
  countByStage(filter?: Omit<CaseFilter, 'stage'>): Promise<Record<CaseStage, number>>;
  /** Cases with files staff have not checked yet. */
  countToReview(): Promise<number>;
  /** Those cases themselves, the oldest first (they have waited longest), at most `limit`. */
  listToReview(limit: number): Promise<Case[]>;
  /** The case opened from this lead, if any. */
  findByLead(leadId: string): Promise<Case | null>;
  /**
   * Applies a change atomically: read, make the change, write it only if nobody wrote in between
   * (the revision), else read again and re-make it. The change may throw to refuse (the case as
   * read does not allow it). NotFoundError for an unknown id.
   */
  change(id: string, make: CaseChange): Promise<Case>;
  /** Days from submission to decision of this visa's most recent decided cases. */
  decisionDays(visaSlug: string, limit: number): Promise<number[]>;
  /** Cases whose documents are due for deletion at `now` and not deleted yet. */
  listDocumentsDue(now: string, limit: number): Promise<Case[]>;
  /** Cases that ended (./case-repository.ts ENDED_STAGES) before `cutoff`, the longest ended first. */
  listEndedBefore(cutoff: string, limit: number): Promise<Case[]>;
  /** Deletes the case record itself (its timeline, links, e-mails and files are records of their own). */
  remove(id: string): Promise<boolean>;
  /** Every case whose applicant has this e-mail (lower case) or UAE mobile (9 national digits), newest first. */
  listForApplicant(applicant: { email: string } | { phone: string }): Promise<Case[]>;
}

const CHANGE_TRIES = 8;

/** What the lists filter on, derived from the checklist so the store can filter and count it. */
export function derivedOf(travellers: readonly Traveller[]): { waitingOnApplicant: boolean; toReview: number } {
  const items = travellers.flatMap((traveller) => traveller.checklist);
  return {
    waitingOnApplicant: items.some((item) => item.status === 'waiting' || item.status === 'resend'),
    toReview: items.filter((item) => item.status === 'received').length,
  };
}

function filterOf(filter: CaseFilter): Filter {
  const where: Filter = {};
  if (filter.stage) where.stage = filter.stage;
  if (filter.visaSlug) where['visa.slug'] = String(filter.visaSlug);
  if (filter.consultantId) where['consultant.id'] = String(filter.consultantId);
  if (filter.waitingOnApplicant !== undefined) where.waitingOnApplicant = filter.waitingOnApplicant;
  if (filter.appointmentFrom || filter.appointmentBefore) {
    where['appointment.date'] = {
      ...(filter.appointmentFrom ? { $gte: String(filter.appointmentFrom) } : {}),
      ...(filter.appointmentBefore ? { $lt: String(filter.appointmentBefore) } : {}),
    };
  }
  return where;
}

export function caseRepository(collection: Collection<Case>): CaseRepository {
  const get = (id: string) => collection.findOne({ _id: String(id) });
  return {
    create: (input) =>
      collection.insert({ ...input, visa: { ...input.visa, titleAr: input.visa.titleAr ?? '' }, language: input.language ?? DEFAULT_LOCALE, endedAt: input.endedAt ?? null, ...derivedOf(input.travellers), revision: 0, updatedAt: input.createdAt }),
    get,
    list: (filter = {}) =>
      collection.findMany(filterOf(filter), { sort: { createdAt: -1, _id: -1 }, limit: filter.limit, offset: filter.offset }),
    count: (filter = {}) => collection.count(filterOf(filter)),
    async countByStage(filter = {}) {
      const counts = Object.fromEntries(CASE_STAGES.map((stage) => [stage, 0])) as Record<CaseStage, number>;
      for (const { value, count } of await collection.countBy('stage', filterOf(filter))) {
        if (typeof value === 'string' && value in counts) counts[value as CaseStage] = count;
      }
      return counts;
    },
    countToReview: () => collection.count({ toReview: { $gt: 0 } }),
    listToReview: (limit) => collection.findMany({ toReview: { $gt: 0 } }, { sort: { createdAt: 1, _id: 1 }, limit }),
    findByLead: (leadId) => collection.findOne({ leadId: String(leadId) }, { sort: { createdAt: -1 } }),
    async change(id, make) {
      for (let attempt = 0; attempt < CHANGE_TRIES; attempt++) {
        const current = await get(id);
        if (!current) throw new NotFoundError('No such case.');
        const fields = make(current);
        const travellers = fields.travellers ?? current.travellers;
        const updated = await collection.updateOne(
          { _id: current._id, revision: current.revision },
          { $set: { ...fields, ...derivedOf(travellers), updatedAt: fields.updatedAt ?? new Date().toISOString(), revision: current.revision + 1 } },
        );
        if (updated) return updated;
      }
      throw new ConflictError('The case is being changed by someone else right now. Try again.');
    },
    async decisionDays(visaSlug, limit) {
      const decided = await collection.findMany(
        { 'visa.slug': String(visaSlug), decisionDays: { $gte: 0 } },
        { sort: { 'decision.date': -1, _id: -1 }, limit },
      );
      return decided.map((record) => record.decisionDays!).filter((days) => typeof days === 'number');
    },
    listDocumentsDue: (now, limit) =>
      collection.findMany({ documentsDueAt: { $lte: String(now) }, documentsDeletedAt: null }, { sort: { documentsDueAt: 1, _id: 1 }, limit }),
    listEndedBefore: (cutoff, limit) =>
      collection.findMany(
        {
          $or: [
            { endedAt: { $lt: String(cutoff) } },
            { endedAt: null, stage: { $in: [...ENDED_STAGES] }, stageAt: { $lt: String(cutoff) } },
          ],
        },
        { sort: { stageAt: 1, _id: 1 }, limit },
      ),
    remove: async (id) => (await collection.deleteOne({ _id: String(id) })) !== null,
    listForApplicant: (applicant) =>
      collection.findMany('email' in applicant ? { 'applicant.email': String(applicant.email).toLowerCase() } : { 'applicant.phone': String(applicant.phone) }, {
        sort: { createdAt: -1, _id: -1 },
      }),
  };
}
