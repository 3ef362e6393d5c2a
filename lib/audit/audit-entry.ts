import { z } from '@/lib/validation/z';
import type { AuditAction, NewAuditEntry } from '@/lib/audit/audit-repository';
import type { Store } from '@/lib/store/store';

/**
 * What the audit log keeps of an event, made safe to keep and to show for a year: the actor is a
 * syntactically valid e-mail or one of the system's own names, never what somebody typed into the
 * e-mail box (a password typed there would otherwise be shown to owners); no text holds control
 * characters, so nobody can write what looks like further entries.
 */

/** Who did it: a signed-in person, or for a failed sign-in the e-mail that was tried. */
export type AuditActor = { _id: string; email: string } | { _id: null; email: string };

/** Actors that are the site itself, recorded by these names instead of an e-mail. */
export const SYSTEM_ACTORS = { scheduler: 'scheduler', worker: 'worker', applicant: 'applicant' } as const;
/** What a typed e-mail that is not one is recorded as. */
export const UNKNOWN_EMAIL = 'unknown e-mail';

const MAX_TEXT = 300;
const emailSchema = z.email().max(254);
const systemNames = new Set<string>(Object.values(SYSTEM_ACTORS));

/** Control characters (line breaks, tabs, escapes, bidi overrides) become one space each. */
const CONTROL = /[\u0000-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]/g;

export const auditText = (text: string | null | undefined): string | null => (text ? text.replace(CONTROL, ' ').slice(0, MAX_TEXT) : null);

export function auditActorEmail(email: string): string {
  const typed = email.trim().toLowerCase();
  if (systemNames.has(typed)) return typed;
  return emailSchema.safeParse(typed).success ? typed : UNKNOWN_EMAIL;
}

export interface AuditEvent {
  action: AuditAction;
  actor: AuditActor;
  target?: string | null;
  detail?: string | null;
}

export function auditEntryOf({ action, actor, target, detail }: AuditEvent, ip: string | null, at = new Date()): NewAuditEntry {
  return { at: at.toISOString(), action, actor: { id: actor._id, email: auditActorEmail(actor.email) }, target: auditText(target), detail: auditText(detail), ip };
}

/**
 * Appends one line to the audit log. A store that fails here is reported in the server log and
 * does not undo what was done: the action has happened either way.
 */
export async function appendAudit(store: Store, event: AuditEvent, ip: string | null = null): Promise<void> {
  const entry = auditEntryOf(event, ip);
  try {
    await store.audit.append(entry);
  } catch (error) {
    console.error(`[audit] could not record ${entry.action} by ${entry.actor.email}`, error);
  }
}
