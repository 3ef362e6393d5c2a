import 'server-only';
import type { Store } from '@/lib/store/store';
import { submissionsCsv } from './csv';
import { parseInboxFilter, toSubmissionFilter } from './inbox-filter';

/** Rows in one export; more than the site gets in years, bounded so one request stays small. */
const EXPORT_LIMIT = 20_000;

/** The CSV download of the inbox's filtered list. */
export async function leadsExport(store: Store, query: URLSearchParams, now: Date): Promise<Response> {
  const filter = parseInboxFilter(query);
  const submissions = await store.submissions.list(toSubmissionFilter(filter, now, EXPORT_LIMIT));
  const name = ['leads', filter.kind, filter.stage, filter.status, filter.channel, filter.days ? `${filter.days}d` : undefined, now.toISOString().slice(0, 10)]
    .filter(Boolean)
    .join('-');
  return new Response(submissionsCsv(submissions), {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="${name}.csv"`,
      'Cache-Control': 'no-store',
      'X-Content-Type-Options': 'nosniff',
      'X-Row-Count': String(submissions.length),
    },
  });
}
