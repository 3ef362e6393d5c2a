import Link from 'next/link';
import { AUDIT_ACTION_LABELS } from '@/lib/audit/action-labels';
import { AUDIT_PAGE_SIZE, type AuditQuery, auditQueryString, parseAuditQuery, toAuditFilter } from '@/lib/audit/audit-filter';
import { requireAdmin } from '@/lib/auth/require-admin';
import { getStore } from '@/lib/store';
import { AUDIT_ACTIONS, type AuditEntry } from '@/lib/audit/audit-repository';
import { ErrorNotice } from '../admin/error-notice';
import { dubaiTime } from '@/lib/dubai-time';
import { Options } from '@/components/admin/forms/options';

async function load(query: AuditQuery) {
  try {
    const store = await getStore();
    const filter = toAuditFilter(query);
    const [entries, total, people] = await Promise.all([store.audit.list(filter), store.audit.count({ ...filter, limit: undefined, offset: undefined }), store.admins.list()]);
    return { entries, total, people: people.map((person) => person.email) };
  } catch (error) {
    console.error('[admin] loading the audit log failed', error);
    return null;
  }
}

/**
 * /admin/audit, the owner's: who did what, when and from where, newest first, filtered by action,
 * person and Dubai calendar days (a plain GET form: links to a filtered view can be shared).
 */
export async function AuditLog({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  await requireAdmin({ capability: 'audit' });
  const query = parseAuditQuery(await searchParams);
  const data = await load(query);
  if (!data) return <ErrorNotice title="Failed to load the audit log">The database did not answer. Reload the page in a moment.</ErrorNotice>;
  const { entries, total, people } = data;
  const page = query.page ?? 1;
  const pages = Math.max(1, Math.ceil(total / AUDIT_PAGE_SIZE));
  const filtered = Boolean(query.action || query.actor || query.from || query.to);

  return (
    <div className="space-y-6">
      <form method="get" action="/admin/audit" className="card grid gap-4 p-5 sm:grid-cols-2 lg:grid-cols-5 lg:items-end" aria-label="Filter the audit log">
        <div>
          <label htmlFor="audit-action" className="admin-label mb-1.5">
            Action
          </label>
          <select id="audit-action" name="action" defaultValue={query.action ?? ''} className="admin-input">
            <option value="">Every action</option>
            <Options values={AUDIT_ACTIONS} labels={AUDIT_ACTION_LABELS} />
          </select>
        </div>
        <div>
          <label htmlFor="audit-actor" className="admin-label mb-1.5">
            Person (e-mail)
          </label>
          <input id="audit-actor" name="actor" list="audit-people" defaultValue={query.actor ?? ''} className="admin-input" autoComplete="off" />
          <datalist id="audit-people">
            {people.map((email) => (
              <option key={email} value={email} />
            ))}
          </datalist>
        </div>
        <div>
          <label htmlFor="audit-from" className="admin-label mb-1.5">
            From (UAE date)
          </label>
          <input id="audit-from" name="from" type="date" defaultValue={query.from ?? ''} className="admin-input" />
        </div>
        <div>
          <label htmlFor="audit-to" className="admin-label mb-1.5">
            To (UAE date)
          </label>
          <input id="audit-to" name="to" type="date" defaultValue={query.to ?? ''} className="admin-input" />
        </div>
        <div className="flex gap-2">
          <button type="submit" className="btn-secondary">
            Filter
          </button>
          {filtered && (
            <Link href="/admin/audit" className="btn-outline">
              Clear
            </Link>
          )}
        </div>
      </form>

      <p className="text-sm text-muted" role="status">
        {total === 0 ? (filtered ? 'Nothing matches this filter.' : 'Nothing has been recorded yet.') : `${total} ${total === 1 ? 'entry' : 'entries'}${pages > 1 ? `, page ${page} of ${pages}` : ''}.`}
      </p>

      {entries.length > 0 && (
        // Scrolls sideways on phones: focusable, so the keyboard can scroll it too.
        <div className="card overflow-x-auto" tabIndex={0} role="region" aria-label="Audit log entries">
          <table className="w-full min-w-[720px] text-left text-sm">
            <caption className="sr-only">Audit log, newest first</caption>
            <thead className="bg-mist-50 text-xs font-semibold tracking-wide text-muted uppercase">
              <tr>
                <th scope="col" className="px-4 py-3">When (UAE)</th>
                <th scope="col" className="px-4 py-3">Who</th>
                <th scope="col" className="px-4 py-3">What</th>
                <th scope="col" className="px-4 py-3">Details</th>
                <th scope="col" className="px-4 py-3">Address</th>
              </tr>
            </thead>
            <tbody className="divide-y divide-navy-900/10">
              {entries.map((entry) => (
                <AuditRow key={entry._id} entry={entry} />
              ))}
            </tbody>
          </table>
        </div>
      )}

      {pages > 1 && (
        <nav aria-label="Pages of the audit log" className="flex items-center justify-between gap-3">
          {page > 1 ? (
            <Link href={`/admin/audit${auditQueryString(query, page - 1)}`} className="btn-outline">
              Newer
            </Link>
          ) : (
            <span />
          )}
          {page < pages && (
            <Link href={`/admin/audit${auditQueryString(query, page + 1)}`} className="btn-outline">
              Older
            </Link>
          )}
        </nav>
      )}
    </div>
  );
}

function AuditRow({ entry }: { entry: AuditEntry }) {
  const failed = entry.action === 'sign-in-failed';
  return (
    <tr className={failed ? 'bg-coral-500/5' : undefined}>
      <td className="px-4 py-3 whitespace-nowrap text-muted">
        <time dateTime={entry.at}>{dubaiTime(entry.at)}</time>
      </td>
      <td className="px-4 py-3 font-medium text-navy-900">{entry.actor.email}</td>
      <td className="px-4 py-3">
        <span className={`font-semibold ${failed ? 'text-coral-700' : 'text-navy-900'}`}>{AUDIT_ACTION_LABELS[entry.action]}</span>
        {entry.target && <span className="block text-muted">{entry.target}</span>}
      </td>
      <td className="px-4 py-3 text-muted">{entry.detail ?? '–'}</td>
      <td className="px-4 py-3 font-mono text-xs text-muted">{entry.ip ?? '–'}</td>
    </tr>
  );
}
