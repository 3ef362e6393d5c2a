import 'server-only';
import { readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Store, Submission } from '@/lib/store/types';

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

/** A `.eml.tmp` this old is one a killed process never finished (a write takes milliseconds). */
const ABANDONED_TMP_MS = 10 * 60_000;

/**
 * Without SMTP, e-mails are written to DATA_DIR/outbox as `{date}-{kind}-{id}.eml`: copies of the
 * submission, which go with it. Also removes the `.eml.tmp` files a process killed mid-write
 * left behind. Returns how many files it removed.
 */
export async function sweepOutbox(outboxDir: string, deletedIds: readonly string[], now: Date): Promise<number> {
  let names: string[];
  try {
    names = await readdir(outboxDir);
  } catch {
    return 0; // no outbox yet
  }
  const deleted = new Set(deletedIds);
  let removed = 0;
  for (const name of names) {
    const file = path.join(outboxDir, name);
    const id = /-([0-9a-f]{24})\.eml$/.exec(name)?.[1];
    const expired = id !== undefined && deleted.has(id);
    const abandoned = name.endsWith('.eml.tmp') && now.getTime() - ((await stat(file).catch(() => null))?.mtimeMs ?? now.getTime()) >= ABANDONED_TMP_MS;
    if (!expired && !abandoned) continue;
    await rm(file, { force: true });
    removed++;
  }
  return removed;
}
