import { ConflictError } from '@/lib/errors';
import { type Delivery, type DeliveryState, deliverySchema } from '@/lib/leads/submission-repository';
import type { Collection } from '@/lib/store/documents';
import { isoDate } from '@/lib/store/fields';
import { declareRecord } from '@/lib/store/record';
import { z } from '@/lib/validation/z';

/**
 * An e-mail about a case waiting to be sent (to the applicant: a stage change, a document to send
 * again, the link, a code; to the consultant: a new upload). Stored before it is sent and delivered
 * by the lead worker with the submissions' own retry rules (lib/leads/delivery-state.ts): claimed
 * with a compare-and-set and a lease, retried with backoff, never sent twice.
 */
export const caseNoticeRecord = declareRecord({
  name: 'case_notices',
  schema: z.object({
    caseId: z.string(),
    to: z.string(),
    subject: z.string(),
    text: z.string(),
    html: z.string(),
    createdAt: isoDate,
    delivery: deliverySchema,
  }),
  indexes: [{ paths: { 'delivery.nextAttemptAt': 1 } }, { paths: { caseId: 1, createdAt: 1 } }],
});

/** What a sent e-mail's body becomes in the store. */
export const SENT_BODY = '(not kept once sent)';

export type CaseNotice = z.output<typeof caseNoticeRecord.schema> & { _id: string };

export interface CaseNoticeRepository {
  enqueue(notice: Omit<CaseNotice, '_id' | 'delivery'>, now: string): Promise<CaseNotice>;
  /** Pending notices due at `now`, the longest due first. */
  listDue(now: string, limit: number): Promise<CaseNotice[]>;
  /**
   * Replaces the delivery state if it is still `expected` (ConflictError otherwise). A delivery
   * that is over (sent, or failed for good) drops the message's body: it may carry the
   * applicant's link or a code, which the store must not keep in clear once it is no longer needed.
   */
  updateDelivery(id: string, next: Delivery, expected?: DeliveryState): Promise<CaseNotice>;
  listForCase(caseId: string): Promise<CaseNotice[]>;
  /** Deletes every e-mail of the case, sent or not (the case is being deleted); returns how many. */
  removeForCase(caseId: string): Promise<number>;
}

export function caseNoticeRepository(collection: Collection<CaseNotice>): CaseNoticeRepository {
  return {
    enqueue: (notice, now) =>
      collection.insert({
        ...notice,
        delivery: { status: 'pending', attempts: 0, lastError: null, deliveredAt: null, nextAttemptAt: now, history: [] },
      }),
    listDue: (now, limit) =>
      collection.findMany({ 'delivery.status': 'pending', 'delivery.nextAttemptAt': { $lte: String(now) } }, { sort: { 'delivery.nextAttemptAt': 1, _id: 1 }, limit }),
    async updateDelivery(id, next, expected) {
      const condition = expected
        ? { 'delivery.status': expected.status, 'delivery.attempts': expected.attempts, 'delivery.nextAttemptAt': expected.nextAttemptAt }
        : {};
      const over = next.status === 'delivered' || next.status === 'failed';
      const updated = await collection.updateOne({ _id: String(id), ...condition }, { $set: { delivery: next, ...(over ? { text: SENT_BODY, html: SENT_BODY } : {}) } });
      if (!updated) throw new ConflictError('The notice was claimed by another worker.');
      return updated;
    },
    listForCase: (caseId) => collection.findMany({ caseId: String(caseId) }, { sort: { createdAt: 1, _id: 1 } }),
    removeForCase: (caseId) => collection.deleteMany({ caseId: String(caseId) }),
  };
}
