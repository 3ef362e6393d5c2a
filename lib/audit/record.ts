import 'server-only';
import { headers as requestHeaders } from 'next/headers';
import { clientIp } from '@/lib/rate-limit';
import { getStore } from '@/lib/store';
import type { AuditAction } from '@/lib/store/types';

/** Who did it: a signed-in person, or for a failed sign-in the e-mail that was tried. */
export type AuditActor = { _id: string; email: string } | { _id: null; email: string };

export interface AuditEvent {
  action: AuditAction;
  actor: AuditActor;
  target?: string | null;
  detail?: string | null;
  /** The request's headers, for route handlers; server actions and pages read them themselves. */
  headers?: Headers;
}

const MAX_TEXT = 300;
const clip = (text: string | null | undefined) => (text ? text.slice(0, MAX_TEXT) : null);

/**
 * Appends one line to the audit log: who, what, when and from which address (the visitor address
 * the rate limits use, TRUSTED_PROXIES hops back). A store that fails here is reported in the
 * server log and does not undo what was done: the action has happened either way.
 */
export async function recordAudit({ action, actor, target, detail, headers }: AuditEvent): Promise<void> {
  try {
    const ip = clientIp(headers ?? (await requestHeaders()));
    await (await getStore()).audit.append({
      at: new Date().toISOString(),
      action,
      actor: { id: actor._id, email: actor.email },
      target: clip(target),
      detail: clip(detail),
      ip: ip === 'unknown' ? null : ip,
    });
  } catch (error) {
    console.error(`[audit] could not record ${action} by ${actor.email}`, error);
  }
}
