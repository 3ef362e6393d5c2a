import { ValidationError } from '@/lib/errors';
import type { Collection } from '@/lib/store/documents';
import { isoDate, now } from '@/lib/store/fields';
import { declareRecord } from '@/lib/store/record';
import { z } from '@/lib/validation/z';

/**
 * A phone number someone asked us never to call or message again (UAE telemarketing rules, 2024:
 * no marketing call or WhatsApp after a "no"). Keyed by the number in the form submissions keep in
 * their indexed `phone` column (lib/leads/lead-search.ts `phoneOf`: the national digits), so one
 * mark covers every request from that number, sent before or after it.
 */
export const doNotContactRecord = declareRecord({
  name: 'do_not_contact',
  schema: z.object({
    phone: z.string().regex(/^\d{3,20}$/),
    markedAt: isoDate,
    /** The staff member who marked it: an admin's id, with the name shown for it. */
    markedBy: z.object({ id: z.string(), name: z.string() }),
    /** What the person said, in a few words; null when staff gave none. */
    reason: z.string().max(200).nullable(),
    /** The lead it was marked from; null when marked from elsewhere (a case, a call). */
    submissionId: z.string().nullable(),
  }),
  indexes: [{ paths: { phone: 1 }, unique: true }, { paths: { markedAt: -1, _id: -1 } }],
});

export type DoNotContactMark = z.output<typeof doNotContactRecord.schema> & { _id: string };

export interface NewDoNotContactMark {
  /** In the form submissions store it (`phoneOf`): national digits. */
  phone: string;
  markedBy: { id: string; name: string };
  reason?: string | null;
  submissionId?: string | null;
  markedAt?: string;
}

export interface DoNotContactRepository {
  /**
   * Marks the number, unless it is marked already: the first mark is the one kept (who said no,
   * and when, does not change by marking again), and returned with `created` false.
   */
  mark(input: NewDoNotContactMark): Promise<{ mark: DoNotContactMark; created: boolean }>;
  find(phone: string): Promise<DoNotContactMark | null>;
  /** The marks of those among these numbers that are marked, by number: one query per 500 numbers. */
  markedAmong(phones: readonly string[]): Promise<Map<string, DoNotContactMark>>;
  /** Newest first. */
  list(options?: { limit?: number; offset?: number }): Promise<DoNotContactMark[]>;
  count(): Promise<number>;
}

const PHONE = /^\d{3,20}$/;
/** A query's `$in` is kept to this many numbers, so a long export never sends one huge filter. */
const CHUNK = 500;

export function doNotContactRepository(collection: Collection<DoNotContactMark>): DoNotContactRepository {
  return {
    async mark({ phone, markedBy, reason, submissionId, markedAt }) {
      const key = String(phone);
      if (!PHONE.test(key)) throw new ValidationError('This lead has no phone number to mark.');
      const { record, inserted } = await collection.insertIfAbsent(
        {
          phone: key,
          markedAt: markedAt ?? now(),
          markedBy: { id: String(markedBy.id), name: String(markedBy.name) },
          reason: reason?.trim() || null,
          submissionId: submissionId ? String(submissionId) : null,
        },
        ['phone'],
      );
      return { mark: record, created: inserted };
    },
    find: (phone) => collection.findOne({ phone: String(phone) }),
    async markedAmong(phones) {
      const wanted = [...new Set(phones.map(String).filter((phone) => PHONE.test(phone)))];
      const found = new Map<string, DoNotContactMark>();
      for (let start = 0; start < wanted.length; start += CHUNK) {
        for (const mark of await collection.findMany({ phone: { $in: wanted.slice(start, start + CHUNK) } })) found.set(mark.phone, mark);
      }
      return found;
    },
    list: ({ limit = 100, offset = 0 } = {}) => collection.findMany({}, { sort: { markedAt: -1, _id: -1 }, limit, offset }),
    count: () => collection.count({}),
  };
}
