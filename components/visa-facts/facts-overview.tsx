import Link from 'next/link';
import { setStaleDaysAction } from '@/lib/visa-facts/actions';
import { requireAdmin } from '@/lib/auth/require-admin';
import { getStore } from '@/lib/store';
import { type DueReason, factsOverview, type FactsOverview, type FactsRow } from '@/lib/visa-facts/facts-queue';
import { factsProvenance, provenanceText } from '@/lib/visa-facts/format';
import { factsEditHref } from '@/lib/visa-facts/visa-facts-definition';
import { ErrorNotice } from '../admin/error-notice';
import { ActionForm, FormField } from '../staff/action-form';
import { Pill } from '../staff/pill';

async function load(): Promise<FactsOverview | null> {
  try {
    return await factsOverview(await getStore(), new Date());
  } catch (error) {
    console.error('[admin] loading the visa facts failed', error);
    return null;
  }
}

const DUE_LABELS: Record<DueReason, string> = {
  missing: 'No facts yet',
  'never-checked': 'Starting figures: nobody has checked them',
  stale: 'Due for a re-check',
};

function FactsRowItem({ row }: { row: FactsRow }) {
  const { page, facts, ageDays, due } = row;
  return (
    <li className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center sm:justify-between sm:p-5">
      <div className="min-w-0">
        <p className="font-semibold text-navy-900">{page.title}</p>
        <p className="mt-1 text-sm text-muted">
          {facts ? (
            <>
              {provenanceText(factsProvenance(facts))} ({ageDays === 0 ? 'today' : `${ageDays} day${ageDays === 1 ? '' : 's'} ago`})
            </>
          ) : (
            'The page shows no facts panel until someone enters them.'
          )}
        </p>
        {due && (
          <p className="mt-2">
            <Pill tone={due === 'stale' || due === 'missing' ? 'coral' : 'gold'}>{DUE_LABELS[due]}</Pill>
          </p>
        )}
      </div>
      <Link href={factsEditHref(page.slug)} className={due ? 'btn-primary shrink-0' : 'btn-secondary shrink-0'}>
        {due ? 'Check facts' : 'Edit facts'}
        <span className="sr-only"> of {page.title}</span>
      </Link>
    </li>
  );
}

/** One list of the overview in its card: a heading, an optional line under it, the rows or what stands for none. */
function FactsList({ id, title, lead, listLabel, rows, empty }: { id: string; title: string; lead?: string; listLabel: string; rows: FactsRow[]; empty: string }) {
  return (
    <section aria-labelledby={`${id}-heading`} className="card overflow-hidden">
      <div className="border-b border-navy-900/10 p-4 sm:p-5">
        <h2 id={`${id}-heading`} className="heading-3">
          {title}
        </h2>
        {lead && <p className="mt-1 text-sm text-muted">{lead}</p>}
      </div>
      {rows.length === 0 ? (
        <p className="p-5 text-sm text-muted">{empty}</p>
      ) : (
        <ul className="divide-y divide-navy-900/10" aria-label={listLabel}>
          {rows.map((row) => (
            <FactsRowItem key={row.page.slug} row={row} />
          ))}
        </ul>
      )}
    </section>
  );
}

/** /admin/visa-facts: the re-check queue first, then the pages whose facts are current, and the queue's rule. */
export async function FactsOverviewPanel() {
  await requireAdmin({ capability: 'content' });
  const data = await load();
  if (!data) return <ErrorNotice title="Failed to load the visa facts">The database did not answer. Reload the page in a moment.</ErrorNotice>;
  const { staleDays, due, upToDate } = data;
  return (
    <div className="space-y-8">
      <FactsList
        id="queue"
        title={`To check (${due.length})`}
        listLabel="Facts to check"
        rows={due}
        lead={`Pages without facts, with the starting figures, or checked more than ${staleDays} days ago. The longest unchecked come first.`}
        empty={`Nothing to check: every visa page’s facts were checked in the last ${staleDays} days.`}
      />
      <FactsList
        id="current"
        title={`Checked recently (${upToDate.length})`}
        listLabel="Facts checked recently"
        rows={upToDate}
        empty={`No page’s facts have been checked by a consultant in the last ${staleDays} days.`}
      />

      <section aria-labelledby="rule-heading" className="card p-5 sm:p-6">
        <h2 id="rule-heading" className="heading-3">
          When facts are due
        </h2>
        <p className="mt-1 text-sm text-muted">Visa rules change mid-season. Facts older than this go back to the list above.</p>
        <ActionForm id="stale-days" action={setStaleDaysAction} submitLabel="Save" pendingLabel="Saving…" className="mt-4 flex flex-wrap items-end gap-4">
          <FormField formId="stale-days" name="days" label="Re-check after (days)" type="number" inputMode="numeric" min={1} max={730} defaultValue={staleDays} required />
        </ActionForm>
      </section>
    </div>
  );
}
