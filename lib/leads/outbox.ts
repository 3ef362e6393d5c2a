import 'server-only';
import { readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';

/**
 * DATA_DIR/outbox: without SMTP, every e-mail is written there as `{date}-{kind}-{id}.eml`
 * (lib/leads/mailer.ts), a copy of a submission, or of a staff invitation with its link. A copy
 * must not outlive what it copies: a submission's goes with the submission, an invitation's
 * (which holds a working link) when the invitation is accepted, replaced, withdrawn or expires,
 * and any file once it is RETENTION_DAYS old.
 */

/** The outbox file name of the e-mail about record `id` of a kind ('contact', 'invitation'), made `createdAt`. */
export const outboxFileName = (createdAt: string, kind: string, id: string) => `${createdAt.slice(0, 10)}-${kind}-${id}.eml`;

const RECORD_FILE = /-([a-z]+)-([0-9a-f]{24})\.eml$/;

/**
 * A `.eml.tmp` this old is one a killed process never finished (a write takes milliseconds); an
 * invitation's copy this young may belong to an invitation stored after the sweep read the open
 * ones, and is left to the next sweep.
 */
const SETTLED_MS = 10 * 60_000;

async function outboxFiles(outboxDir: string): Promise<string[]> {
  try {
    return await readdir(outboxDir);
  } catch {
    return []; // no outbox yet
  }
}

/** Removes the outbox copies of these records' e-mails; returns how many files it removed. */
export async function removeOutboxCopies(outboxDir: string, ids: readonly string[]): Promise<number> {
  if (ids.length === 0) return 0;
  const wanted = new Set(ids);
  let removed = 0;
  for (const name of await outboxFiles(outboxDir)) {
    const id = RECORD_FILE.exec(name)?.[2];
    if (id === undefined || !wanted.has(id)) continue;
    await rm(path.join(outboxDir, name), { force: true });
    removed++;
  }
  return removed;
}

export interface OutboxSweep {
  /** Submissions the retention rule just deleted: their copies go with them. */
  deletedSubmissionIds: readonly string[];
  /** The invitations still open: every other invitation's copy goes. */
  openInvitationIds: readonly string[];
  /** Any file older than this goes. */
  retentionDays: number;
  now: Date;
}

/**
 * The outbox's retention pass (run by the lead worker with the submissions' own): removes the
 * copies of deleted submissions and of invitations no longer open, every file older than the
 * retention period, and the `.eml.tmp` files a process killed mid-write left behind. Returns how
 * many files it removed.
 */
export async function sweepOutbox(outboxDir: string, { deletedSubmissionIds, openInvitationIds, retentionDays, now }: OutboxSweep): Promise<number> {
  const deleted = new Set(deletedSubmissionIds);
  const open = new Set(openInvitationIds);
  const cutoff = now.getTime() - retentionDays * 24 * 60 * 60_000;
  let removed = 0;
  for (const name of await outboxFiles(outboxDir)) {
    const file = path.join(outboxDir, name);
    const [, kind, id] = RECORD_FILE.exec(name) ?? [];
    const modified = (await stat(file).catch(() => null))?.mtimeMs ?? now.getTime();
    const settled = now.getTime() - modified >= SETTLED_MS;
    const gone =
      (kind === 'invitation' ? !open.has(id!) && settled : id !== undefined && deleted.has(id)) ||
      modified < cutoff ||
      (name.endsWith('.eml.tmp') && settled);
    if (!gone) continue;
    await rm(file, { force: true });
    removed++;
  }
  return removed;
}
