import { recordAudit } from '@/lib/audit/record';
import { requireAdminForApi } from '@/lib/auth/require-admin';
import { auditedInboxFilter, parseInboxFilter } from '@/lib/leads/inbox-filter';
import { leadsExport } from '@/lib/leads/leads-export';
import { getStore } from '@/lib/store';

/**
 * GET /admin/leads/export?kind=&status=&channel=&days=&q=: the inbox's filtered list as CSV. The
 * file holds names and phone numbers, so each export is in the audit log with its filter (a
 * search named only by its kind: the log outlives the leads).
 */
export async function GET(request: Request) {
  const session = await requireAdminForApi(request, { capability: 'leads' });
  if (session instanceof Response) return session;
  const query = new URL(request.url).searchParams;
  const answer = await leadsExport(await getStore(), query, new Date());
  const rows = answer.headers.get('x-row-count');
  await recordAudit({ action: 'export', actor: session.admin, target: 'leads CSV', detail: `${rows ?? '?'} rows; filter: ${auditedInboxFilter(parseInboxFilter(query))}`, headers: request.headers });
  return answer;
}
