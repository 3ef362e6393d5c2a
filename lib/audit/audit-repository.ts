import type { Collection, Filter } from '@/lib/store/documents';
import { isoDate } from '@/lib/store/fields';
import { declareRecord } from '@/lib/store/record';
import { z } from '@/lib/validation/z';

/** What the audit log records (./action-labels.ts names each for people). */
export const AUDIT_ACTIONS = [
  'sign-in',
  'sign-in-failed',
  'sign-out',
  'sign-out-everywhere',
  'publish',
  'draft-saved',
  'draft-scheduled',
  'draft-discarded',
  'delete',
  'restore',
  'facts-checked',
  'export',
  'lead-change',
  'do-not-contact',
  'invite',
  'invite-withdrawn',
  'account-created',
  'account-changed',
  'account-removed',
  'password-changed',
  'second-factor-on',
  'second-factor-off',
  'second-factor-required',
  'redirect-change',
  'case-opened',
  'case-change',
  'case-link',
  'case-document-viewed',
  'case-documents-deleted',
  'case-deleted',
  'privacy-request',
  'privacy-confirmed',
  'privacy-done',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** One line of the audit log: who did what to what, when, from which address. Never changed. */
export const auditRecord = declareRecord({
  name: 'audit_log',
  schema: z.object({
    at: isoDate,
    action: z.enum(AUDIT_ACTIONS),
    /** The signed-in person; for a failed sign-in, the e-mail that was tried (./audit-entry.ts keeps only a real one). */
    actor: z.object({ id: z.string().nullable(), email: z.string().toLowerCase() }),
    /** What it was done to, as people read it ("visa dubai-tourist", "lead 66a…", "editor@…"). */
    target: z.string().nullable(),
    /** More about it ("stage: new → contacted", "wrong password"). */
    detail: z.string().nullable(),
    ip: z.string().nullable(),
  }),
  indexes: [{ paths: { at: -1, _id: -1 } }, { paths: { 'actor.email': 1, at: -1 } }, { paths: { action: 1, at: -1 } }],
});

export type AuditEntry = z.output<typeof auditRecord.schema> & { _id: string };
export type NewAuditEntry = Omit<AuditEntry, '_id'>;

export interface AuditFilter {
  action?: AuditAction;
  /** The actor's e-mail, exactly (lower-cased). */
  actorEmail?: string;
  /** ISO date: at or after. */
  since?: string;
  /** ISO date: before. */
  until?: string;
  limit?: number;
  offset?: number;
}

/**
 * The audit log, append-only from the app: the repository has no update, and its only delete is
 * the retention sweep of entries older than the kept time.
 */
export interface AuditRepository {
  append(entry: NewAuditEntry): Promise<AuditEntry>;
  /** Newest first; 100 at most unless the filter says. */
  list(filter?: AuditFilter): Promise<AuditEntry[]>;
  count(filter?: AuditFilter): Promise<number>;
  /** Deletes entries from before `cutoff` (ISO); returns how many. */
  deleteBefore(cutoff: string): Promise<number>;
}

function filterOf({ action, actorEmail, since, until }: AuditFilter): Filter {
  const at = { ...(since && { $gte: String(since) }), ...(until && { $lt: String(until) }) };
  return {
    ...(action && { action: String(action) }),
    ...(actorEmail && { 'actor.email': String(actorEmail).toLowerCase() }),
    ...(Object.keys(at).length && { at }),
  };
}

export function auditRepository(collection: Collection<AuditEntry>): AuditRepository {
  return {
    append: (entry) => collection.insert(entry),
    list: (filter = {}) =>
      collection.findMany(filterOf(filter), { sort: { at: -1, _id: -1 }, limit: Math.max(0, Math.trunc(filter.limit ?? 100)), offset: Math.max(0, Math.trunc(filter.offset ?? 0)) }),
    count: (filter = {}) => collection.count(filterOf(filter)),
    deleteBefore: (cutoff) => collection.deleteMany({ at: { $lt: String(cutoff) } }),
  };
}
