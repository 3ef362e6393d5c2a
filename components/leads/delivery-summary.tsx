import Link from 'next/link';
import { inboxQuery } from '@/lib/leads/inbox-filter';
import type { KindSummary } from '@/lib/leads/submission-repository';
import { LeadCounts } from './lead-counts';

/** The delivery states worth a look, most urgent first: only those above zero are shown. */
const PROBLEMS = [
  { status: 'failed', label: 'failed', className: 'bg-coral-500/10 text-coral-700 ring-coral-500/40' },
  { status: 'pending', label: 'waiting to send', className: 'bg-gold-500/15 text-navy-900 ring-gold-500/50' },
] as const;

/**
 * The delivery statistics, folded under one line so the leads list comes first: the week's
 * count and, when there are any, its failed and waiting deliveries as links to them. Opened,
 * the per-form tables of the last 7 and 30 days.
 */
export function DeliverySummary({ lastWeek, lastMonth }: { lastWeek: KindSummary; lastMonth: KindSummary }) {
  const week = lastWeek.all;
  const problems = PROBLEMS.filter(({ status }) => week[status] > 0);
  return (
    <details className="card group">
      <summary className="flex min-h-11 cursor-pointer list-none flex-wrap items-center gap-x-3 gap-y-2 px-4 py-2.5 text-sm [&::-webkit-details-marker]:hidden">
        <span className="font-semibold text-navy-900">
          Delivery, last 7 days: <span className="tabular-nums">{week.total}</span> {week.total === 1 ? 'form' : 'forms'}
        </span>
        {problems.length === 0 ? (
          <span className="text-muted">{week.total === 0 ? 'nothing received' : 'none failed or waiting'}</span>
        ) : (
          problems.map(({ status, label, className }) => (
            <span key={status} className={`rounded-full px-2.5 py-0.5 font-semibold ring-1 ring-inset ${className}`}>
              <span className="tabular-nums">{week[status]}</span> {label}
            </span>
          ))
        )}
        <span className="ms-auto font-semibold text-navy-700 underline-offset-2 group-open:hidden hover:underline">Show counts</span>
        <span className="ms-auto hidden font-semibold text-navy-700 underline-offset-2 group-open:inline hover:underline">Hide counts</span>
      </summary>
      <div className="space-y-4 border-t border-navy-900/10 p-4">
        {problems.length > 0 && (
          <p className="flex flex-wrap gap-2 text-sm">
            {problems.map(({ status, label }) => (
              <Link key={status} href={`/admin/leads${inboxQuery({ status, days: 7 })}`} className="btn-outline min-h-10 px-4">
                List the {week[status]} {label}
              </Link>
            ))}
          </p>
        )}
        {/* Side by side only where each table has room for all its columns. */}
        <div className="grid gap-6 2xl:grid-cols-2">
          <LeadCounts days={7} summary={lastWeek} />
          <LeadCounts days={30} summary={lastMonth} />
        </div>
      </div>
    </details>
  );
}
