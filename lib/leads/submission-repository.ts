import { ConflictError, NotFoundError } from '@/lib/errors';
import { DEFAULT_LOCALE, LOCALES, type Locale } from '@/lib/i18n/locales';
import type { LeadSource } from '@/lib/leads/lead-source-shape';
import type { Collection, Filter } from '@/lib/store/documents';
import { isoDate, now } from '@/lib/store/fields';
import { declareRecord } from '@/lib/store/record';
import { z } from '@/lib/validation/z';
import { EMAIL_FIELDS, findingColumnsOf, searchNeedle } from './lead-search';

export const SUBMISSION_KINDS = ['callback', 'consultation', 'lead', 'contact', 'career'] as const;
export type SubmissionKind = (typeof SUBMISSION_KINDS)[number];
export const DELIVERY_CHANNELS = ['crm', 'email'] as const;
export type DeliveryChannel = (typeof DELIVERY_CHANNELS)[number];
export const DELIVERY_STATUSES = ['pending', 'delivered', 'failed', 'skipped'] as const;
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number];
/** Where staff are with a lead: New, Contacted, Qualified, then Won or Lost. */
export const LEAD_STAGES = ['new', 'contacted', 'qualified', 'won', 'lost'] as const;
export type LeadStage = (typeof LEAD_STAGES)[number];

export const deliverySchema = z.object({
  status: z.enum(DELIVERY_STATUSES),
  attempts: z.number().int(),
  lastError: z.string().nullable(),
  deliveredAt: isoDate.nullable(),
  /** When the next try is due (pending deliveries only). */
  nextAttemptAt: isoDate.nullable(),
  history: z.array(z.object({ at: isoDate, ok: z.boolean(), error: z.string().optional() })),
});
const staffMember = z.object({ id: z.string(), name: z.string() });
const pipelineSchema = z.object({
  stage: z.enum(LEAD_STAGES),
  /** Why a lost lead was lost (required for that stage, null otherwise). */
  lostReason: z.string().nullable(),
  /** The staff member who works the lead: an admin's id, with the name shown for it. */
  owner: staffMember.nullable(),
  /** When to call again (ISO), proposed inside office hours. */
  followUpAt: isoDate.nullable(),
  /** Oldest first; `by` is the staff member's display name. */
  notes: z.array(z.object({ at: isoDate, by: z.string(), text: z.string() })),
  /** The last change, or null for a lead nobody has touched. */
  updatedAt: isoDate.nullable(),
});

/**
 * What the visitor was told next to the button (lib/privacy/consent-notices.ts): the notice's
 * version and the language it was shown in, where, and when. Consent stored before the site had
 * two languages has no language: it was shown in English.
 */
const consentSchema = z.object({ notice: z.string(), page: z.string().nullable(), at: isoDate, language: z.enum(LOCALES).optional() });
/** The separate marketing choice, present only when the visitor ticked it. */
const marketingSchema = z.object({ notice: z.string(), at: isoDate });

/**
 * A form's submission, stored before any delivery is tried: its validated fields, a delivery state
 * per channel, where it came from, and the pipeline staff work it through. Beside it, what staff
 * find and count leads by (./lead-search.ts), and a revision the pipeline's changes are
 * compare-and-set on, so a note saved at the same moment as another change is kept by both.
 */
export const submissionRecord = declareRecord({
  name: 'submissions',
  schema: z.object({
    kind: z.enum(SUBMISSION_KINDS),
    /** The validated form fields, as the visitor sent them. */
    fields: z.record(z.string(), z.string()),
    idempotencyKey: z.string(),
    createdAt: isoDate,
    deliveries: z.object({ crm: deliverySchema.optional(), email: deliverySchema.optional() }),
    /** Where the visitor sent it from and how they reached the site; null when the browser sent none. */
    source: z.custom<LeadSource>((value) => typeof value === 'object').nullable(),
    pipeline: pipelineSchema,
    pipelineRevision: z.number().int(),
    searchText: z.string(),
    phone: z.string().nullable(),
    sourceChannel: z.string().nullable(),
    /** The language of the page it was sent from: the visitor's, for staff who call back and for the case's e-mails. */
    language: z.enum(LOCALES).default(DEFAULT_LOCALE),
    /** Absent on submissions stored before consent was recorded. */
    consent: consentSchema.nullable().optional(),
    marketing: marketingSchema.nullable().optional(),
  }),
  indexes: [
    { paths: { idempotencyKey: 1 }, unique: true },
    { paths: { createdAt: -1, _id: -1 } },
    { paths: { 'pipeline.stage': 1, createdAt: -1 } },
    { paths: { phone: 1 } },
    { paths: { sourceChannel: 1, createdAt: -1 } },
    { paths: { 'deliveries.crm.nextAttemptAt': 1 } },
    { paths: { 'deliveries.email.nextAttemptAt': 1 } },
  ],
});

type Stored = z.output<typeof submissionRecord.schema> & { _id: string };
export type Submission = Omit<Stored, 'pipelineRevision' | 'searchText' | 'phone' | 'sourceChannel'>;
export type Delivery = z.output<typeof deliverySchema>;
export type DeliveryAttempt = Delivery['history'][number];
export type LeadPipeline = Submission['pipeline'];
export type LeadNote = LeadPipeline['notes'][number];
export type LeadConsent = z.output<typeof consentSchema>;

export interface NewSubmission {
  kind: SubmissionKind;
  fields: Record<string, string>;
  idempotencyKey: string;
  /** The channels this submission goes to, each starting as given (usually pending). */
  deliveries: Partial<Record<DeliveryChannel, Delivery>>;
  source?: LeadSource | null;
  /** The language of the form's page (English when not given). */
  language?: Locale;
  /** The notice's version shown beside the button, the page it was on, and the marketing choice's version when ticked. */
  agreement?: { notice: string; page: string | null; marketing: string | null };
  createdAt?: string;
}

/** A lead nobody has worked yet. */
export const NEW_LEAD: LeadPipeline = Object.freeze({ stage: 'new', lostReason: null, owner: null, followUpAt: null, notes: [], updatedAt: null }) as LeadPipeline;

/**
 * One change by staff: the stage (with its reason when lost), the owner, the follow-up time (each
 * null to clear), and a note to add. Fields left out are kept.
 */
export interface PipelineChange {
  stage?: LeadStage;
  lostReason?: string | null;
  owner?: { id: string; name: string } | null;
  followUpAt?: string | null;
  note?: LeadNote;
  at: string;
}

export interface SubmissionFilter {
  kind?: SubmissionKind;
  /** Leads at this stage of the pipeline. */
  stage?: LeadStage;
  /** Matches submissions with at least one channel in this status. */
  status?: DeliveryStatus;
  channel?: DeliveryChannel;
  /** ISO date: created at or after. */
  since?: string;
  /** ISO date: created before. */
  until?: string;
  /** A name, e-mail or phone number as staff type it (./lead-search.ts). */
  search?: string;
  /** Every request from this number, exactly, in the stored form (./lead-search.ts `phoneOf`). */
  phone?: string;
  /** Only submissions whose visitor ticked the separate marketing choice. */
  marketing?: true;
  limit?: number;
  /** Rows skipped before the first one listed (pages of the inbox). */
  offset?: number;
}

/** Per form and for all forms: how many submissions, and how many with a delivery in each status. */
export type StatusCounts = { total: number } & Record<DeliveryStatus, number>;
export type KindSummary = Record<SubmissionKind | 'all', StatusCounts>;

/** The part of a delivery's state that a compare-and-set checks. */
export type DeliveryState = Pick<Delivery, 'status' | 'attempts' | 'nextAttemptAt'>;

export interface SubmissionRepository {
  /**
   * Stores a submission unless one with the same idempotency key exists; either way returns the
   * stored record, with `created` telling which happened.
   */
  create(submission: NewSubmission): Promise<{ submission: Submission; created: boolean }>;
  getById(id: string): Promise<Submission | null>;
  /** The submission stored under this idempotency key (a form sent again), or null. */
  findByIdempotencyKey(key: string): Promise<Submission | null>;
  /** Newest first. */
  list(filter?: SubmissionFilter): Promise<Submission[]>;
  /** Submissions with a pending delivery due at `now`, the longest due first. */
  listDue(now: string, limit: number): Promise<Submission[]>;
  /**
   * Replaces one channel's delivery state, leaving the other channels as they are (also when they
   * change at the same moment). Throws NotFoundError for an unknown id, and ConflictError when
   * `options.expected` is given and the channel is no longer in that state: the delivery worker
   * claims a delivery this way, so two workers never send the same one.
   */
  updateDelivery(id: string, channel: DeliveryChannel, delivery: Delivery, options?: { expected?: DeliveryState }): Promise<Submission>;
  /**
   * Applies one change by staff to a lead's pipeline, atomically with other changes at the same
   * moment (a note is appended, never lost to a concurrent save). Throws NotFoundError for an
   * unknown id.
   */
  updatePipeline(id: string, change: PipelineChange): Promise<Submission>;
  /** Submissions created at or after `since`, counted per form and delivery status by the store. */
  summarize(since: string): Promise<KindSummary>;
  /** How many submissions each of these phones (national digits) sent: duplicates grouped by phone. */
  countByPhone(phones: string[]): Promise<Record<string, number>>;
  /** How many submissions the filter finds per source channel (lib/leads/lead-source-channel.ts), most first. */
  countBySource(filter?: Omit<SubmissionFilter, 'limit' | 'offset'>): Promise<Array<{ channel: string; count: number }>>;
  /** How many leads the filter (its stage aside) finds at each stage, counted by the store. */
  countByStage(filter?: Omit<SubmissionFilter, 'stage' | 'limit'>): Promise<Record<LeadStage, number>>;
  /** Every submission sent with this UAE mobile (9 national digits) or e-mail address (lower case), newest first. */
  listAbout(subject: { phone: string } | { email: string }): Promise<Submission[]>;
  /** Deletes the given ids, returning how many went. */
  deleteMany(ids: string[]): Promise<number>;
  count(filter?: SubmissionFilter): Promise<number>;
}

/** The pipeline after one change. */
export function applyPipelineChange(current: LeadPipeline | null | undefined, change: PipelineChange): LeadPipeline {
  const base = current ?? NEW_LEAD;
  const stage = change.stage ?? base.stage;
  return {
    stage,
    // A reason belongs to a lost lead only: leaving that stage clears it.
    lostReason: stage === 'lost' ? (change.lostReason !== undefined ? change.lostReason : base.lostReason) : null,
    owner: change.owner !== undefined ? change.owner : base.owner,
    followUpAt: change.followUpAt !== undefined ? change.followUpAt : base.followUpAt,
    notes: change.note ? [...base.notes, change.note] : base.notes,
    updatedAt: change.at,
  };
}

const statusIn = (status: DeliveryStatus, channel?: DeliveryChannel): Filter =>
  channel ? { [`deliveries.${channel}.status`]: status } : { $or: DELIVERY_CHANNELS.map((each) => ({ [`deliveries.${each}.status`]: status })) };

function filterOf({ kind, stage, status, channel, since, until, search, phone, marketing }: SubmissionFilter): Filter {
  const createdAt = { ...(since && { $gte: since }), ...(until && { $lt: until }) };
  const needle = searchNeedle(search);
  return {
    ...(kind && { kind }),
    ...(stage && { 'pipeline.stage': stage }),
    ...(status ? statusIn(status, channel) : channel ? { [`deliveries.${channel}.status`]: { $ne: null } } : {}),
    ...(Object.keys(createdAt).length && { createdAt }),
    ...(needle && { searchText: { $contains: needle } }),
    ...(phone && { phone: String(phone) }),
    ...(marketing && { 'marketing.notice': { $exists: true } }),
  };
}

const PIPELINE_TRIES = 20;

export function submissionRepository(collection: Collection<Stored>): SubmissionRepository {
  // Submissions stored before the site had two languages have none: they were sent in English.
  const toSubmission = ({ pipelineRevision: _r, searchText: _s, phone: _p, sourceChannel: _c, ...submission }: Stored): Submission => ({
    ...submission,
    language: submission.language ?? DEFAULT_LOCALE,
    ...(submission.consent ? { consent: { ...submission.consent, language: submission.consent.language ?? DEFAULT_LOCALE } } : {}),
  });
  const mustExist = async (id: string) => {
    const stored = await collection.findOne({ _id: String(id) });
    if (!stored) throw new NotFoundError(`No submission with the id "${id}".`);
    return stored;
  };
  const counts = async (path: string, filter: Filter) => new Map((await collection.countBy(path, filter)).map(({ value, count }) => [String(value), count]));

  return {
    async create(input) {
      const createdAt = input.createdAt ?? now();
      const language = input.language ?? DEFAULT_LOCALE;
      const stored = {
        kind: input.kind,
        fields: input.fields,
        idempotencyKey: input.idempotencyKey,
        createdAt,
        language,
        consent: input.agreement ? { notice: input.agreement.notice, page: input.agreement.page, at: createdAt, language } : null,
        marketing: input.agreement?.marketing ? { notice: input.agreement.marketing, at: createdAt } : null,
        deliveries: input.deliveries,
        source: input.source ?? null,
        pipeline: { ...NEW_LEAD, notes: [] },
        pipelineRevision: 0,
        ...findingColumnsOf(input),
      };
      const { record, inserted } = await collection.insertIfAbsent(stored, ['idempotencyKey']);
      return { submission: toSubmission(record), created: inserted };
    },
    getById: async (id) => {
      const stored = await collection.findOne({ _id: String(id) });
      return stored ? toSubmission(stored) : null;
    },
    findByIdempotencyKey: async (key) => {
      const stored = await collection.findOne({ idempotencyKey: String(key) });
      return stored ? toSubmission(stored) : null;
    },
    list: async (filter = {}) =>
      (await collection.findMany(filterOf(filter), { sort: { createdAt: -1, _id: -1 }, limit: filter.limit, offset: filter.offset })).map(toSubmission),
    async listDue(at, limit) {
      // Per channel, the soonest due first (each on its own index), then merged: a submission
      // waiting longest is taken first, so a backlog of quick retries never starves the others.
      const dueOf = (channel: DeliveryChannel) =>
        collection.findMany(
          { [`deliveries.${channel}.status`]: 'pending', [`deliveries.${channel}.nextAttemptAt`]: { $lte: at } },
          { sort: { [`deliveries.${channel}.nextAttemptAt`]: 1, _id: 1 }, limit },
        );
      const dueAt = (stored: Stored) => DELIVERY_CHANNELS.map((channel) => stored.deliveries[channel]).filter((delivery) => delivery?.status === 'pending' && delivery.nextAttemptAt && delivery.nextAttemptAt <= at).map((delivery) => delivery!.nextAttemptAt!).sort()[0]!;
      const merged = new Map((await Promise.all(DELIVERY_CHANNELS.map(dueOf))).flat().map((stored) => [stored._id, stored]));
      return [...merged.values()].sort((a, b) => dueAt(a).localeCompare(dueAt(b)) || a._id.localeCompare(b._id)).slice(0, limit).map(toSubmission);
    },
    async updateDelivery(id, channel, delivery, options = {}) {
      const expected = options.expected;
      const state = expected
        ? { [`deliveries.${channel}.status`]: expected.status, [`deliveries.${channel}.attempts`]: expected.attempts, [`deliveries.${channel}.nextAttemptAt`]: expected.nextAttemptAt }
        : {};
      const updated = await collection.updateOne({ _id: String(id), ...state }, { $set: { [`deliveries.${channel}`]: delivery } });
      if (updated) return toSubmission(updated);
      await mustExist(id);
      throw new ConflictError(`The ${channel} delivery of submission "${id}" has changed.`);
    },
    async updatePipeline(id, change) {
      // Read, change, and write only if nobody wrote the pipeline in between; else read again.
      for (let attempt = 0; attempt < PIPELINE_TRIES; attempt++) {
        const current = await mustExist(id);
        const pipeline = applyPipelineChange(current.pipeline, change);
        const updated = await collection.updateOne({ _id: current._id, pipelineRevision: current.pipelineRevision }, { $set: { pipeline }, $inc: { pipelineRevision: 1 } });
        if (updated) return toSubmission(updated);
      }
      throw new ConflictError(`The lead "${id}" is being changed by many people at once. Try again.`);
    },
    async summarize(since) {
      const window = { createdAt: { $gte: since } };
      const [totals, ...byStatus] = await Promise.all([counts('kind', window), ...DELIVERY_STATUSES.map((status) => counts('kind', { ...window, ...statusIn(status) }))]);
      const row = (kinds: readonly string[]): StatusCounts => ({
        total: kinds.reduce((sum, kind) => sum + (totals.get(kind) ?? 0), 0),
        ...(Object.fromEntries(DELIVERY_STATUSES.map((status, i) => [status, kinds.reduce((sum, kind) => sum + (byStatus[i]!.get(kind) ?? 0), 0)])) as Record<DeliveryStatus, number>),
      });
      return Object.fromEntries([...SUBMISSION_KINDS.map((kind) => [kind, row([kind])]), ['all', row(SUBMISSION_KINDS)]]) as KindSummary;
    },
    async countByPhone(phones) {
      const wanted = [...new Set(phones.map(String))].slice(0, 500);
      return wanted.length ? Object.fromEntries(await counts('phone', { phone: { $in: wanted } })) : {};
    },
    async countBySource(filter = {}) {
      const byChannel = new Map<string, number>();
      for (const { value, count } of await collection.countBy('sourceChannel', filterOf(filter))) {
        const channel = value === null ? 'unknown' : String(value);
        byChannel.set(channel, (byChannel.get(channel) ?? 0) + count);
      }
      return [...byChannel].map(([channel, count]) => ({ channel, count })).sort((a, b) => b.count - a.count || a.channel.localeCompare(b.channel));
    },
    async countByStage(filter = {}) {
      const byStage = await counts('pipeline.stage', filterOf({ ...filter, stage: undefined }));
      return Object.fromEntries(LEAD_STAGES.map((stage) => [stage, byStage.get(stage) ?? 0])) as Record<LeadStage, number>;
    },
    async listAbout(subject) {
      const newestFirst = { sort: { createdAt: -1 as const, _id: -1 as const } };
      if ('phone' in subject) return (await collection.findMany({ phone: String(subject.phone) }, newestFirst)).map(toSubmission);
      // The search text holds each e-mail in lower case; the field itself decides, so a longer
      // address that contains this one is not taken for it.
      const email = String(subject.email).toLowerCase();
      const found = await collection.findMany({ searchText: { $contains: email } }, newestFirst);
      return found.filter((stored) => EMAIL_FIELDS.some((field) => stored.fields[field]?.trim().toLowerCase() === email)).map(toSubmission);
    },
    deleteMany: (ids) => (ids.length ? collection.deleteMany({ _id: { $in: ids.map(String) } }) : Promise.resolve(0)),
    count: (filter = {}) => collection.count(filterOf(filter)),
  };
}
