import { requireAdminForApi } from '@/lib/auth/require-admin';
import { leadsExport } from '@/lib/leads/leads-export';
import { getStore } from '@/lib/store';

/** GET /admin/leads/export?kind=&status=&channel=&days=: the inbox's filtered list as CSV. */
export async function GET(request: Request) {
  const admin = await requireAdminForApi(request);
  if (admin instanceof Response) return admin;
  return leadsExport(await getStore(), new URL(request.url).searchParams, new Date());
}
