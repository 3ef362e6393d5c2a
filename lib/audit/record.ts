import 'server-only';
import { headers as requestHeaders } from 'next/headers';
import { clientIp } from '@/lib/client-address';
import { getStore } from '@/lib/store';
import { appendAudit, type AuditEvent } from './audit-entry';

export type { AuditActor } from './audit-entry';

/**
 * Appends one line to the audit log from a request: who, what, when and from which address (the
 * visitor address the rate limits use, TRUSTED_PROXIES hops back). Work done with no request (the
 * scheduler, the worker) appends through `appendAudit` with no address.
 */
export async function recordAudit({ headers, ...event }: AuditEvent & { headers?: Headers }): Promise<void> {
  try {
    const ip = clientIp(headers ?? (await requestHeaders()));
    await appendAudit(await getStore(), event, ip === 'unknown' ? null : ip);
  } catch (error) {
    console.error(`[audit] could not record ${event.action}`, error);
  }
}
