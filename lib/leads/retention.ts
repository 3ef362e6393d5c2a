import 'server-only';
import type { Store } from '@/lib/store/store';
import type { Submission } from '@/lib/leads/submission-repository';

/**
 * What is kept how long (spec: documents are deleted within 30 days): career applications go
 * after RETENTION_DAYS whatever their delivery, as they hold personal data the product does not
 * need to keep; other submissions go once every channel is done (delivered or skipped). A
 * submission with a failed or pending delivery stays, so staff can still act on it.
 */
export function isExpired(submission: Submission, cutoff: string): boolean {
  if (submission.createdAt >= cutoff) return false;
  if (submission.kind === 'career') return true;
  return Object.values(submission.deliveries).every((delivery) => delivery.status === 'delivered' || delivery.status === 'skipped');
}

/** Returns the ids of the submissions it deleted. */
export async function deleteExpiredSubmissions(store: Store, retentionDays: number, now: Date): Promise<string[]> {
  const cutoff = new Date(now.getTime() - retentionDays * 24 * 60 * 60_000).toISOString();
  const [careers, delivered] = await Promise.all([
    store.submissions.list({ kind: 'career', until: cutoff }),
    store.submissions.list({ status: 'delivered', until: cutoff }),
  ]);
  const ids = [...new Set([...careers, ...delivered].filter((submission) => isExpired(submission, cutoff)).map((s) => s._id))];
  if (ids.length) await store.submissions.deleteMany(ids);
  return ids;
}
