import { draftHref } from '@/lib/publishing/draft-paths';
import { draftFields } from '@/lib/publishing/draft-service';
import type { Draft } from '@/lib/publishing/draft-repository';
import { dubaiTime } from '@/lib/dubai-time';
import { FORM_TITLES, submitterOf } from '@/lib/leads/form-fields';
import { phoneOf } from '@/lib/leads/lead-search';
import type { WorkQueues } from '@/lib/admin/work-queues';
import type { DueReason } from '@/lib/visa-facts/facts-queue';
import { WorkQueue } from './work-queue';

const DRAFT_KINDS: Record<Draft['kind'], string> = { visa: 'visa', blog: 'blog post', country: 'country page' };

const DUE_REASONS: Record<DueReason, (ageDays: number | null) => string> = {
  missing: () => 'No facts yet',
  'never-checked': () => 'Starting figures nobody has checked',
  stale: (ageDays) => `Last checked ${ageDays} days ago`,
};

/** Office time as people say it: "45 min", "3 h 10 min". */
function waited(ms: number): string {
  const minutes = Math.floor(ms / 60_000);
  return minutes < 60 ? `${minutes} min` : `${Math.floor(minutes / 60)} h ${minutes % 60} min`;
}

function draftLabel(draft: Draft): string {
  return draftFields(draft).title || `Untitled ${DRAFT_KINDS[draft.kind]}`;
}

/** The role's queues (lib/admin/work-queues.ts), content first, then leads and cases; a queue the role may not see is absent. */
export function WorkQueueList({ queues }: { queues: WorkQueues }) {
  const { drafts, scheduled, facts, lateLeads, casesToCheck } = queues;
  return (
    <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-3" aria-label="Work waiting" role="region">
      {lateLeads && (
        <WorkQueue
          id="late-leads"
          title="Leads waiting past the hour"
          icon="inbox"
          total={lateLeads.total}
          empty="Every new lead is within its hour of office time."
          all={{ href: '/admin/leads?stage=new', label: 'All new leads' }}
          items={lateLeads.items.map(({ lead, waitedMs }) => ({
            key: lead._id,
            label: submitterOf(lead),
            href: `/admin/leads?stage=new&q=${encodeURIComponent(phoneOf(lead.fields) ?? submitterOf(lead))}`,
            detail: `${FORM_TITLES[lead.kind]} · waiting ${waited(waitedMs)} of office time`,
          }))}
        />
      )}
      {casesToCheck && (
        <WorkQueue
          id="cases-to-check"
          title="Cases with documents to check"
          icon="clipboardCheck"
          total={casesToCheck.total}
          empty="No document sent by an applicant waits for a check."
          all={{ href: '/admin/cases', label: 'All cases' }}
          items={casesToCheck.items.map((record) => ({
            key: record._id,
            label: record.applicant.name,
            href: `/admin/cases/${record._id}`,
            detail: `${record.visa.title} · ${record.toReview} ${record.toReview === 1 ? 'document' : 'documents'} to check`,
          }))}
        />
      )}
      {drafts && (
        <WorkQueue
          id="drafts"
          title="Drafts waiting"
          icon="pen"
          total={drafts.total}
          empty="Every saved change is published or scheduled."
          items={drafts.items.map((draft) => ({
            key: draft._id,
            label: draftLabel(draft),
            href: draftHref(draft._id),
            detail: `${draft.scheduleError ? 'Scheduled publishing failed · ' : ''}${draft.recordId ? `Changes to a published ${DRAFT_KINDS[draft.kind]}` : `New ${DRAFT_KINDS[draft.kind]}`} · saved by ${draft.savedBy.name} on ${dubaiTime(draft.savedAt)}`,
          }))}
        />
      )}
      {scheduled && (
        <WorkQueue
          id="scheduled"
          title="Scheduled to publish"
          icon="history"
          total={scheduled.total}
          empty="No draft has a publish time."
          items={scheduled.items.map((draft) => ({
            key: draft._id,
            label: draftLabel(draft),
            href: draftHref(draft._id),
            detail: `Publishes ${dubaiTime(draft.publishAt)} (UAE time) · ${DRAFT_KINDS[draft.kind]}`,
          }))}
        />
      )}
      {facts && (
        <WorkQueue
          id="facts-due"
          title="Visa facts to check"
          icon="passport"
          total={facts.total}
          empty="Every visa page's fees and times were checked recently."
          all={{ href: '/admin/visa-facts', label: 'All visa facts' }}
          items={facts.items.map((row) => ({
            key: row.page.slug,
            label: row.page.title,
            href: `/admin/visa-facts/${row.page.slug}`,
            detail: DUE_REASONS[row.due!](row.ageDays),
          }))}
        />
      )}
    </div>
  );
}
