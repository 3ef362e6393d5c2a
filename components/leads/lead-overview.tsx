import Link from 'next/link';
import { STAGE_LABELS } from '@/lib/leads/pipeline-input';
import { LEAD_STAGES, type LeadStage } from '@/lib/leads/submission-repository';

/** Sources shown by name; the rest are added up as "other sources". */
const SOURCES_SHOWN = 6;

/**
 * The dashboard's view of the leads, counted by the store: how many are at each stage, and where
 * the last 30 days' leads came from.
 */
export function LeadOverview({ stages, sources }: { stages: Record<LeadStage, number>; sources: ReadonlyArray<{ channel: string; count: number }> }) {
  const shown = sources.slice(0, SOURCES_SHOWN);
  const others = sources.slice(SOURCES_SHOWN).reduce((sum, source) => sum + source.count, 0);
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <section aria-labelledby="stages-heading" className="card p-5">
        <h2 id="stages-heading" className="text-sm font-semibold text-muted">
          Leads by stage
        </h2>
        <ul className="mt-3 grid grid-cols-5 gap-2 text-center">
          {LEAD_STAGES.map((stage) => (
            <li key={stage}>
              <Link href={`/admin/leads?stage=${stage}`} className="block rounded-xl bg-mist-50 px-1 py-3 hover:bg-mist-100">
                <span className="block font-display text-2xl font-extrabold text-navy-900 tabular-nums">{stages[stage]}</span>
                <span className="block text-[0.7rem] font-semibold text-muted sm:text-xs">{STAGE_LABELS[stage]}</span>
              </Link>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="sources-heading" className="card p-5">
        <h2 id="sources-heading" className="text-sm font-semibold text-muted">
          Where the last 30 days’ leads came from
        </h2>
        {sources.length === 0 ? (
          <p className="mt-3 text-sm text-muted">No leads in the last 30 days.</p>
        ) : (
          <table className="mt-3 w-full text-sm">
            <thead className="sr-only">
              <tr>
                <th scope="col">Source</th>
                <th scope="col">Leads</th>
              </tr>
            </thead>
            <tbody>
              {shown.map((source) => (
                <tr key={source.channel} className="border-t border-navy-900/10 first:border-t-0">
                  <td className="py-1.5 text-ink">{source.channel}</td>
                  <td className="py-1.5 text-right font-semibold text-navy-900 tabular-nums">{source.count}</td>
                </tr>
              ))}
              {others > 0 ? (
                <tr className="border-t border-navy-900/10">
                  <td className="py-1.5 text-muted">other sources</td>
                  <td className="py-1.5 text-right font-semibold text-navy-900 tabular-nums">{others}</td>
                </tr>
              ) : null}
            </tbody>
          </table>
        )}
      </section>
    </div>
  );
}
