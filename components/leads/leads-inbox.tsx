import type { ActionResult } from '@/lib/admin/action-result';
import { requireAdmin } from '@/lib/auth/require-admin';
import { can } from '@/lib/auth/roles';
import Link from 'next/link';
import { INBOX_PAGE_SIZE, type InboxFilter, inboxQuery, parseInboxFilter, toSubmissionFilter } from '@/lib/leads/inbox-filter';
import { getLeadsRuntime } from '@/lib/leads/runtime';
import { getStore } from '@/lib/store';
import { phoneOf } from '@/lib/leads/lead-search';
import type { DeliveryChannel } from '@/lib/leads/submission-repository';
import { marksOfLeads } from '@/lib/privacy/do-not-contact';
import { InboxFilters } from './inbox-filters';
import { DeliverySummary } from './delivery-summary';
import { StageCounts } from './stage-counts';
import { SubmissionCard } from './submission-card';

const DAY = 24 * 60 * 60_000;

/** The inbox itself: checks the admin first, then reads the filtered list and the recent counts. */
export async function LeadsInbox({
  searchParams,
  retryAction,
  leadAction,
  markAction,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
  retryAction: (formData: FormData) => Promise<void>;
  leadAction: (previous: ActionResult | null, formData: FormData) => Promise<ActionResult>;
  markAction: (previous: ActionResult | null, formData: FormData) => Promise<ActionResult>;
}) {
  await requireAdmin({ capability: 'leads' });
  const filter: InboxFilter = parseInboxFilter(await searchParams);
  const now = new Date();
  const store = await getStore();
  // One page of the list and counts the store makes: the inbox reads the same few rows however
  // many leads are stored, never every submission of 30 days for its counts.
  const page = filter.page ?? 1;
  const submissionFilter = { ...toSubmissionFilter(filter, now, INBOX_PAGE_SIZE + 1), offset: (page - 1) * INBOX_PAGE_SIZE };
  const { kind, status, channel, since, search } = submissionFilter;
  const [submissions, lastWeek, lastMonth, stages, admins] = await Promise.all([
    store.submissions.list(submissionFilter),
    store.submissions.summarize(new Date(now.getTime() - 7 * DAY).toISOString()),
    store.submissions.summarize(new Date(now.getTime() - 30 * DAY).toISOString()),
    store.submissions.countByStage({ kind, status, channel, since, search }),
    store.admins.list(),
  ]);
  // Leads are given to people who work leads (sales and owners) and can sign in.
  const owners = admins.filter((admin) => !admin.disabled && can(admin.role, 'leads')).map((admin) => ({ id: admin._id, name: admin.displayName || admin.email }));
  const shown = submissions.slice(0, INBOX_PAGE_SIZE);
  // Duplicates grouped by number: how many requests each phone on this page has sent in all.
  // The "Do not contact" mark follows the number: looked up for this page's leads as they are
  // read, so a request sent after the mark, or before it, carries it too.
  const [requestsByPhone, doNotContact] = await Promise.all([
    store.submissions.countByPhone(shown.map((submission) => phoneOf(submission.fields)).filter((phone): phone is string => phone !== null)),
    marksOfLeads(store, shown),
  ]);
  const hasOlder = submissions.length > INBOX_PAGE_SIZE;
  const availableChannels: DeliveryChannel[] = getLeadsRuntime().crmConfigured ? ['crm', 'email'] : ['email'];

  return (
    // The list comes first: the filters compact, the delivery counts folded under one line.
    <div className="space-y-4">
      <DeliverySummary lastWeek={lastWeek} lastMonth={lastMonth} />
      <InboxFilters filter={filter} />
      <StageCounts counts={stages} filter={filter} />
      <section aria-labelledby="submissions-heading" className="space-y-3">
        <h2 id="submissions-heading" className="heading-3">
          Submissions <span className="text-base font-medium text-muted">(newest first)</span>
        </h2>
        {shown.length === 0 ? (
          <p className="card p-8 text-center text-muted">
            {page > 1 ? 'No submissions on this page.' : inboxQuery(filter) ? 'No submissions match this filter.' : 'No submissions yet. Forms sent from the website will show here.'}
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
                  requestsFromPhone={requestsByPhone[phoneOf(submission.fields) ?? ''] ?? 1}
                  doNotContact={doNotContact.get(submission._id) ?? null}
                  markAction={markAction}
                />
              </li>
            ))}
          </ul>
        )}
        {page > 1 || hasOlder ? (
          <nav aria-label="Pages of submissions" className="flex flex-wrap items-center justify-between gap-3 pt-2">
            {page > 1 ? (
              <Link href={`/admin/leads${inboxQuery({ ...filter, page: page > 2 ? page - 1 : undefined })}`} className="btn-outline">
                Newer
              </Link>
            ) : (
              <span />
            )}
            <span className="text-sm text-muted">Page {page}</span>
            {hasOlder ? (
              <Link href={`/admin/leads${inboxQuery({ ...filter, page: page + 1 })}`} className="btn-outline">
                Older
              </Link>
            ) : (
              <span />
            )}
          </nav>
        ) : null}
      </section>
    </div>
  );
}
