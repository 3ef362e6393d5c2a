import Link from 'next/link';
import { FORM_TITLES } from '@/lib/leads/form-fields';
import { INBOX_PERIODS, type InboxFilter, inboxQuery } from '@/lib/leads/inbox-filter';
import { STAGE_LABELS } from '@/lib/leads/pipeline-input';
import { DELIVERY_CHANNELS, DELIVERY_STATUSES, LEAD_STAGES, SUBMISSION_KINDS } from '@/lib/leads/submission-repository';
import { Options } from '@/components/admin/forms/options';

const select = 'mt-1 block w-full rounded-lg border border-navy-900/20 bg-white px-3 py-2 text-sm text-ink focus:border-navy-700';
const CHANNEL_LABELS = { crm: 'CRM', email: 'E-mail' } as const;

/**
 * The inbox filter as a plain GET form: works without JavaScript and leaves a shareable URL. The
 * search and its button come first; the other filters and the exports fold under "More filters"
 * (open while one of them is set), so the list starts within the first screen.
 */
export function InboxFilters({ filter }: { filter: InboxFilter }) {
  const narrowed = Boolean(filter.kind || filter.stage || filter.status || filter.channel || filter.days);
  return (
    <form method="get" action="/admin/leads" className="card space-y-3 p-4">
      <div className="flex flex-wrap items-end gap-3">
        <label className="min-w-0 flex-1 basis-56 text-sm font-semibold text-navy-900">
          Search
          <input
            type="search"
            name="q"
            defaultValue={filter.q ?? ''}
            maxLength={100}
            placeholder="A name, a phone number (any format) or an e-mail"
            className={select}
          />
        </label>
        <div className="flex flex-wrap gap-2">
          <button type="submit" className="btn-primary">
            Filter
          </button>
          {inboxQuery(filter) ? (
            <Link href="/admin/leads" className="btn-outline">
              Clear
            </Link>
          ) : null}
        </div>
      </div>
      <details open={narrowed} className="group">
        <summary className="inline-flex min-h-10 cursor-pointer items-center text-sm font-semibold text-navy-700 underline-offset-2 hover:underline">
          More filters and exports
        </summary>
        <div className="mt-3 grid gap-4 sm:grid-cols-2 lg:grid-cols-5 lg:items-end">
          <label className="text-sm font-semibold text-navy-900">
            Form
            <select name="kind" defaultValue={filter.kind ?? ''} className={select}>
              <option value="">All forms</option>
              <Options values={SUBMISSION_KINDS} labels={FORM_TITLES} />
            </select>
          </label>
          <label className="text-sm font-semibold text-navy-900">
            Stage
            <select name="stage" defaultValue={filter.stage ?? ''} className={select}>
              <option value="">Any stage</option>
              <Options values={LEAD_STAGES} labels={STAGE_LABELS} />
            </select>
          </label>
          <label className="text-sm font-semibold text-navy-900">
            Delivery status
            <select name="status" defaultValue={filter.status ?? ''} className={select}>
              <option value="">Any status</option>
              <Options values={DELIVERY_STATUSES} />
            </select>
          </label>
          <label className="text-sm font-semibold text-navy-900">
            Channel
            <select name="channel" defaultValue={filter.channel ?? ''} className={select}>
              <option value="">CRM or e-mail</option>
              <Options values={DELIVERY_CHANNELS} labels={CHANNEL_LABELS} />
            </select>
          </label>
          <label className="text-sm font-semibold text-navy-900">
            Received
            <select name="days" defaultValue={filter.days ? String(filter.days) : ''} className={select}>
              <option value="">Any time</option>
              {INBOX_PERIODS.map((days) => (
                <option key={days} value={days}>
                  Last {days} days
                </option>
              ))}
            </select>
          </label>
          <div className="flex flex-wrap gap-2 sm:col-span-2 lg:col-span-5">
            <a href={`/admin/leads/export${inboxQuery(filter)}`} className="btn-outline" download>
              Export CSV
            </a>
            <a href="/admin/leads/marketing-export" className="btn-outline" download title="People who ticked the marketing choice, without do-not-contact numbers">
              Marketing list
            </a>
          </div>
        </div>
      </details>
    </form>
  );
}
