import { DELIVERY_STATUSES, type KindSummary, SUBMISSION_KINDS } from './types';

/** Zero for every form and delivery status, filled in by a store's count. */
export const emptySummary = (): KindSummary =>
  Object.fromEntries([...SUBMISSION_KINDS, 'all'].map((kind) => [kind, { total: 0, ...Object.fromEntries(DELIVERY_STATUSES.map((status) => [status, 0])) }])) as KindSummary;
