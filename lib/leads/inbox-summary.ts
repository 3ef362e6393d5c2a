import { DELIVERY_STATUSES, type DeliveryStatus, SUBMISSION_KINDS, type Submission, type SubmissionKind } from '@/lib/store/types';

/**
 * Counts for the inbox header, per form: all submissions, and those with a delivery in each
 * status, which is what the status filter lists (so a count and the list it links to agree).
 */
export type StatusCounts = { total: number } & Record<DeliveryStatus, number>;
export type InboxSummary = Record<SubmissionKind | 'all', StatusCounts>;

const empty = (): StatusCounts => ({ total: 0, pending: 0, delivered: 0, failed: 0, skipped: 0 });

export function summarize(submissions: readonly Submission[], since: string): InboxSummary {
  const summary = Object.fromEntries([...SUBMISSION_KINDS, 'all'].map((kind) => [kind, empty()])) as InboxSummary;
  for (const submission of submissions) {
    if (submission.createdAt < since) continue;
    const statuses = new Set(Object.values(submission.deliveries).map((delivery) => delivery.status));
    for (const row of [summary[submission.kind], summary.all]) {
      row.total++;
      for (const status of DELIVERY_STATUSES) if (statuses.has(status)) row[status]++;
    }
  }
  return summary;
}
