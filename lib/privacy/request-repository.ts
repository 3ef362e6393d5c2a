import { DEFAULT_LOCALE, LOCALES } from '@/lib/i18n/locales';
import type { Collection } from '@/lib/store/documents';
import { isoDate, staffRefSchema } from '@/lib/store/fields';
import { declareRecord } from '@/lib/store/record';
import { z } from '@/lib/validation/z';
import { REQUEST_KINDS } from './constants';

export const REQUEST_STATUSES = ['unconfirmed', 'confirmed', 'done', 'lapsed'] as const;
export type RequestStatus = (typeof REQUEST_STATUSES)[number];

/**
 * A person's request about their own data: a copy, a correction or erasure of what we hold about
 * an e-mail address or a UAE mobile number. Confirmed by a link sent to that address, or by a code
 * a consultant reads out on a call to that number; then done by the system (copy, erasure) or by
 * staff (correction). The address or number itself is kept only until the request is done: after
 * that the request names the person by a pseudonym (a keyed hash), as the audit log does, so it
 * still proves what was asked and answered without holding what was erased.
 */
export const privacyRequestRecord = declareRecord({
  name: 'privacy_requests',
  schema: z.object({
    kind: z.enum(REQUEST_KINDS),
    channel: z.enum(['email', 'phone']),
    /** The e-mail (lower case) or the 9 national digits; null once the request is done. */
    subject: z.string().nullable(),
    pseudonym: z.string(),
    /** What the person says is wrong (corrections only). */
    correction: z.string().nullable(),
    status: z.enum(REQUEST_STATUSES),
    createdAt: isoDate,
    dueAt: isoDate,
    /** SHA-256 of the token in the request's link (the e-mail's, or the requester's own page). */
    tokenHash: z.string(),
    /** The code a consultant reads out on a call to the number (phone requests, until confirmed). */
    code: z.object({ value: z.string(), tries: z.number().int() }).nullable(),
    confirmedAt: isoDate.nullable(),
    doneAt: isoDate.nullable(),
    doneBy: staffRefSchema.nullable(),
    /** What was done, in counts and the names of what was kept: no personal data. */
    outcome: z.string().nullable(),
    /** A done copy request keeps its subject until then, so its copy stays readable behind the link. */
    forgetAt: isoDate.nullable(),
    /** An erased number's do-not-contact mark, kept: when it was made (told to the person). */
    keptMarkAt: isoDate.nullable().optional(),
    /** What an erasure removed, in counts: the person's page words them in its language. */
    erased: z.object({ submissions: z.number().int(), cases: z.number().int(), documents: z.number().int() }).nullable().optional(),
    /**
     * The language of the page the request was made on: its confirmation e-mail and the link in it
     * are in that language. Requests made before the site had two languages were English.
     */
    language: z.enum(LOCALES).default(DEFAULT_LOCALE),
  }),
  indexes: [{ paths: { tokenHash: 1 }, unique: true }, { paths: { createdAt: -1, _id: -1 } }, { paths: { status: 1, createdAt: 1 } }, { paths: { forgetAt: 1 } }],
});

export type PrivacyRequest = z.output<typeof privacyRequestRecord.schema> & { _id: string };
export type NewPrivacyRequest = Pick<PrivacyRequest, 'kind' | 'channel' | 'subject' | 'pseudonym' | 'correction' | 'createdAt' | 'dueAt' | 'tokenHash' | 'code'> &
  Partial<Pick<PrivacyRequest, 'language'>>;

export interface PrivacyRequestRepository {
  create(request: NewPrivacyRequest): Promise<PrivacyRequest>;
  get(id: string): Promise<PrivacyRequest | null>;
  findByTokenHash(hash: string): Promise<PrivacyRequest | null>;
  /** Newest first. */
  list(options?: { limit?: number; offset?: number; open?: boolean }): Promise<PrivacyRequest[]>;
  count(options?: { open?: boolean }): Promise<number>;
  /** Uses one code try, unless none is left: compare-and-set, so parallel guesses get no more than `maxTries`. */
  useCodeTry(id: string, maxTries: number): Promise<PrivacyRequest | null>;
  /** Moves an unconfirmed request on, once: false when it was no longer unconfirmed. */
  confirm(id: string, at: string): Promise<PrivacyRequest | null>;
  /**
   * Closes a confirmed request, forgetting the address or number it was about, or, with
   * `forgetAt`, keeping it until then (a copy readable behind its link).
   */
  finish(
    id: string,
    done: { at: string; by: PrivacyRequest['doneBy']; outcome: string; forgetAt?: string; keptMarkAt?: string | null; erased?: PrivacyRequest['erased'] },
  ): Promise<PrivacyRequest | null>;
  /** Forgets the subjects of done requests whose time has come; returns how many. */
  forgetDue(now: string): Promise<number>;
  /** Unconfirmed requests made before `cutoff` lapse; returns how many. */
  lapseUnconfirmed(cutoff: string): Promise<number>;
  /** Closed requests (done or lapsed) made before `cutoff` are deleted; returns how many. */
  deleteClosedBefore(cutoff: string): Promise<number>;
}

const OPEN: RequestStatus[] = ['unconfirmed', 'confirmed'];

export function privacyRequestRepository(collection: Collection<Omit<PrivacyRequest, '_id'> & { _id: string }>): PrivacyRequestRepository {
  const openFilter = (open?: boolean) => (open === undefined ? {} : { status: open ? { $in: OPEN } : { $nin: OPEN } });
  return {
    create: (request) =>
      collection.insert({ ...request, language: request.language ?? DEFAULT_LOCALE, status: 'unconfirmed', confirmedAt: null, doneAt: null, doneBy: null, outcome: null, forgetAt: null }),
    get: (id) => collection.findOne({ _id: String(id) }),
    findByTokenHash: (hash) => collection.findOne({ tokenHash: String(hash) }),
    list: ({ limit = 50, offset = 0, open } = {}) => collection.findMany(openFilter(open), { sort: { createdAt: -1, _id: -1 }, limit, offset }),
    count: ({ open } = {}) => collection.count(openFilter(open)),
    async useCodeTry(id, maxTries) {
      const current = await collection.findOne({ _id: String(id), status: 'unconfirmed' });
      if (!current?.code || current.code.tries >= maxTries) return null;
      return collection.updateOne({ _id: current._id, status: 'unconfirmed', 'code.tries': current.code.tries }, { $inc: { 'code.tries': 1 } });
    },
    confirm: (id, at) => collection.updateOne({ _id: String(id), status: 'unconfirmed' }, { $set: { status: 'confirmed', confirmedAt: at, code: null } }),
    finish: (id, { at, by, outcome, forgetAt, keptMarkAt = null, erased = null }) =>
      collection.updateOne(
        { _id: String(id), status: 'confirmed' },
        { $set: { status: 'done', doneAt: at, doneBy: by, outcome, keptMarkAt, erased, code: null, ...(forgetAt ? { forgetAt } : { subject: null, correction: null }) } },
      ),
    forgetDue: (at) => collection.updateMany({ status: 'done', forgetAt: { $lte: at } }, { $set: { subject: null, correction: null, forgetAt: null } }),
    lapseUnconfirmed: (cutoff) => collection.updateMany({ status: 'unconfirmed', createdAt: { $lt: cutoff } }, { $set: { status: 'lapsed', subject: null, correction: null, code: null } }),
    deleteClosedBefore: (cutoff) => collection.deleteMany({ status: { $nin: OPEN }, createdAt: { $lt: cutoff } }),
  };
}
