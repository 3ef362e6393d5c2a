import Link from 'next/link';
import { FORM_TITLES } from '@/lib/leads/form-fields';
import { inboxQuery } from '@/lib/leads/inbox-filter';
import type { KindSummary } from '@/lib/leads/submission-repository';
import { SUBMISSION_KINDS } from '@/lib/leads/submission-repository';

const COLUMNS = ['total', 'delivered', 'pending', 'failed', 'skipped'] as const;

/** Submissions per form and delivery status over a period; each count links to that list. */
export function LeadCounts({ days, summary }: { days: 7 | 30; summary: KindSummary }) {
  const rows = [...SUBMISSION_KINDS, 'all'] as const;
  return (
    <section className="card p-5" aria-labelledby={`counts-${days}`}>
      <h2 id={`counts-${days}`} className="heading-3 text-lg">
        Last {days} days
      </h2>
      {/* Focusable, so the columns it scrolls to are in reach from the keyboard too. */}
      <div className="mt-3 overflow-x-auto" tabIndex={0} role="region" aria-label={`Counts for the last ${days} days`}>
        <table className="w-full min-w-[28rem] text-sm">
          <thead>
            <tr className="border-b border-navy-900/10 text-left text-xs tracking-wide text-muted uppercase">
              <th scope="col" className="py-2 pr-3 font-semibold">
                Form
              </th>
              {COLUMNS.map((column) => (
                <th key={column} scope="col" className="px-2 py-2 text-right font-semibold">
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((kind) => (
              <tr key={kind} className={kind === 'all' ? 'border-t border-navy-900/10 font-semibold' : undefined}>
                <th scope="row" className="py-1.5 pr-3 text-left font-medium text-navy-900">
                  {kind === 'all' ? 'All forms' : FORM_TITLES[kind]}
                </th>
                {COLUMNS.map((column) => {
                  const count = summary[kind][column];
                  const filter = { kind: kind === 'all' ? undefined : kind, status: column === 'total' ? undefined : column, days };
                  return (
                    <td key={column} className="px-2 py-1.5 text-right tabular-nums">
                      {count === 0 ? (
                        <span className="text-muted/60">0</span>
                      ) : (
                        <Link
                          href={`/admin/leads${inboxQuery(filter)}`}
                          className={`underline-offset-2 hover:underline ${column === 'failed' ? 'font-semibold text-coral-500' : 'text-navy-700'}`}
                        >
                          {count}
                        </Link>
                      )}
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className="mt-2 text-xs text-muted sm:hidden">Swipe the table sideways for every status.</p>
    </section>
  );
}
