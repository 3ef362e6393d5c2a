import Link from 'next/link';
import { type InboxFilter, inboxQuery } from '@/lib/leads/inbox-filter';
import { STAGE_LABELS } from '@/lib/leads/pipeline-input';
import { LEAD_STAGES, type LeadStage } from '@/lib/leads/submission-repository';

/**
 * The leads of the current filter at each stage, counted by the store; each count links to its
 * stage. One line that scrolls sideways on a phone, so the list below stays in the first screen.
 */
export function StageCounts({ counts, filter }: { counts: Record<LeadStage, number>; filter: InboxFilter }) {
  return (
    <nav aria-label="Leads by stage" className="-mx-4 flex gap-2 overflow-x-auto px-4 pb-1 sm:mx-0 sm:flex-wrap sm:overflow-visible sm:px-0">
      <Link
        href={`/admin/leads${inboxQuery({ ...filter, stage: undefined, page: undefined })}`}
        aria-current={filter.stage ? undefined : 'page'}
        className="shrink-0 rounded-full px-4 py-2 text-sm font-semibold ring-1 ring-navy-900/15 ring-inset aria-[current=page]:bg-navy-900 aria-[current=page]:text-white"
      >
        All stages <span className="tabular-nums">{LEAD_STAGES.reduce((sum, stage) => sum + counts[stage], 0)}</span>
      </Link>
      {LEAD_STAGES.map((stage) => (
        <Link
          key={stage}
          href={`/admin/leads${inboxQuery({ ...filter, stage, page: undefined })}`}
          aria-current={filter.stage === stage ? 'page' : undefined}
          className="shrink-0 rounded-full px-4 py-2 text-sm font-semibold ring-1 ring-navy-900/15 ring-inset aria-[current=page]:bg-navy-900 aria-[current=page]:text-white"
        >
          {STAGE_LABELS[stage]} <span className="tabular-nums">{counts[stage]}</span>
        </Link>
      ))}
    </nav>
  );
}
