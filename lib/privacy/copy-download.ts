import 'server-only';
import { appendAudit, SYSTEM_ACTORS } from '@/lib/audit/audit-entry';
import { getStore } from '@/lib/store';
import { personalDataOf } from './personal-data';
import { tokenHashOf } from './request-service';
import type { DataSubject } from './subject';

const PRIVATE = { 'Cache-Control': 'no-store', 'Referrer-Policy': 'no-referrer', 'X-Content-Type-Options': 'nosniff' };

/** A done copy request's data as a JSON file, for as long as its subject is kept; else 404. */
export async function copyDownload(token: string): Promise<Response> {
  const store = await getStore();
  const request = await store.privacyRequests.findByTokenHash(tokenHashOf(String(token)));
  if (!request || request.kind !== 'copy' || request.status !== 'done' || !request.subject) {
    return Response.json({ message: 'This copy is not available: it may have expired. Make the request again.' }, { status: 404, headers: PRIVATE });
  }
  const copy = await personalDataOf(store, { channel: request.channel, value: request.subject } as DataSubject, new Date());
  await appendAudit(store, { action: 'privacy-done', actor: { _id: null, email: SYSTEM_ACTORS.applicant }, target: `request ${request._id}`, detail: `copy downloaded as JSON, about ${request.pseudonym}` });
  return new Response(JSON.stringify(copy, null, 2), {
    headers: { ...PRIVATE, 'Content-Type': 'application/json; charset=utf-8', 'Content-Disposition': `attachment; filename="my-data-${copy.madeAt.slice(0, 10)}.json"` },
  });
}
