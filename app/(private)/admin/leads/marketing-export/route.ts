import { recordAudit } from '@/lib/audit/record';
import { requireAdminForApi } from '@/lib/auth/require-admin';
import { marketingList } from '@/lib/leads/marketing-export';
import { getStore } from '@/lib/store';

/** GET /admin/leads/marketing-export: the marketing list as CSV (lib/leads/marketing-export.ts), each export in the audit log. */
export async function GET(request: Request) {
  const session = await requireAdminForApi(request, { capability: 'leads' });
  if (session instanceof Response) return session;
  const { csv, rows, leftOut } = await marketingList(await getStore());
  await recordAudit({ action: 'export', actor: session.admin, target: 'marketing list CSV', detail: `${rows} rows; ${leftOut} do-not-contact numbers left out`, headers: request.headers });
  return new Response(csv, {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="marketing-list-${new Date().toISOString().slice(0, 10)}.csv"`,
      'Cache-Control': 'no-store',
      'X-Content-Type-Options': 'nosniff',
      'X-Row-Count': String(rows),
    },
  });
}
