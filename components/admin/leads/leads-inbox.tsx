import type { ActionResult } from '@/lib/admin/action-result';
import { requireAdmin } from '@/lib/auth/require-admin';
import { type InboxFilter, inboxQuery, parseInboxFilter, toSubmissionFilter } from '@/lib/leads/inbox-filter';
import { summarize } from '@/lib/leads/inbox-summary';
import { getLeadsRuntime } from '@/lib/leads/runtime';
import { getStore } from '@/lib/store';
import type { DeliveryChannel } from '@/lib/store/types';
import { InboxFilters } from './inbox-filters';
import { LeadCounts } from './lead-counts';
import { StageCounts } from './stage-counts';
import { SubmissionCard } from './submission-card';

/** Submissions shown per page of the inbox; the CSV export has them all. */
export const INBOX_LIMIT = 200;

const DAY = 24 * 60 * 60_000;

/** The inbox itself: checks the admin first, then reads the filtered list and the recent counts. */
export async function LeadsInbox({
  searchParams,
  retryAction,
  leadAction,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
  retryAction: (formData: FormData) => Promise<void>;
  leadAction: (previous: ActionResult | null, formData: FormData) => Promise<ActionResult>;
}) {
  await requireAdmin();
  const filter: InboxFilter = parseInboxFilter(await searchParams);
  const now = new Date();
  const store = await getStore();
  const submissionFilter = toSubmissionFilter(filter, now, INBOX_LIMIT + 1);
  const [submissions, lastMonth, stages, admins] = await Promise.all([
    store.submissions.list(submissionFilter),
    store.submissions.list({ since: new Date(now.getTime() - 30 * DAY).toISOString() }),
    store.submissions.countByStage({ kind: submissionFilter.kind, status: submissionFilter.status, channel: submissionFilter.channel, since: submissionFilter.since }),
    store.admins.list(),
  ]);
  const owners = admins.map((admin) => ({ id: admin._id, name: admin.displayName || admin.email }));
  const shown = submissions.slice(0, INBOX_LIMIT);
  const availableChannels: DeliveryChannel[] = getLeadsRuntime().crmConfigured ? ['crm', 'email'] : ['email'];

  return (
    <div className="space-y-8">
      {/* Side by side only where each table has room for all its columns. */}
      <div className="grid gap-6 2xl:grid-cols-2">
        <LeadCounts days={7} summary={summarize(lastMonth, new Date(now.getTime() - 7 * DAY).toISOString())} />
        <LeadCounts days={30} summary={summarize(lastMonth, new Date(now.getTime() - 30 * DAY).toISOString())} />
      </div>
      <InboxFilters filter={filter} />
      <StageCounts counts={stages} filter={filter} />
      <section aria-labelledby="submissions-heading" className="space-y-3">
        <h2 id="submissions-heading" className="heading-3">
          Submissions <span className="text-base font-medium text-muted">(newest first)</span>
        </h2>
        {submissions.length > INBOX_LIMIT ? (
          <p className="text-sm text-muted">Showing the newest {INBOX_LIMIT}. Narrow the filter or export the CSV for all of them.</p>
        ) : null}
        {shown.length === 0 ? (
          <p className="card p-8 text-center text-muted">
            {inboxQuery(filter) ? 'No submissions match this filter.' : 'No submissions yet. Forms sent from the website will show here.'}
          </p>
        ) : (
          <ul className="space-y-3">
            {shown.map((submission) => (
              <li key={submission._id}>
                <SubmissionCard
                  submission={submission}
                  availableChannels={availableChannels}
                  retryAction={retryAction}
                  owners={owners}
                  leadAction={leadAction}
                  now={now}
                />
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
