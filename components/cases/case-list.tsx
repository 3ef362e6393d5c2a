import Link from 'next/link';
import { ErrorNotice } from '@/components/admin/error-notice';
import { requireAdmin } from '@/lib/auth/require-admin';
import { can } from '@/lib/auth/roles';
import type { CaseFilter } from '@/lib/cases/case-repository';
import { caseListFilterSchema } from '@/lib/cases/case-schemas';
import { CASE_STAGES, CASES_PAGE_SIZE, STAGE_LABELS } from '@/lib/cases/constants';
import { daysBetween, dubaiDay, readableDay, weekOf } from '@/lib/cases/dates';
import { getStore } from '@/lib/store';
import { listVisaPages } from '@/lib/visa-facts/visa-pages';

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/** /admin/cases: every case newest first, by stage, with its consultant and age; filters in the address; counts made by the store. */
export async function CaseList({ searchParams }: { searchParams: SearchParams }) {
  await requireAdmin({ capability: 'cases' });
  const raw = await searchParams;
  const query = caseListFilterSchema.parse(Object.fromEntries(Object.entries(raw).map(([key, value]) => [key, first(value)])));
  const now = new Date();
  const today = dubaiDay(now);
  const week = weekOf(today);
  const page = query.page ?? 1;
  const filter: CaseFilter = {
    visaSlug: query.visa,
    consultantId: query.consultant,
    waitingOnApplicant: query.waiting ? true : undefined,
    ...(query.week ? { appointmentFrom: week.from, appointmentBefore: week.before } : {}),
  };
  let data;
  try {
    const store = await getStore();
    const [stages, cases, total, toReview, admins, visas] = await Promise.all([
      store.cases.countByStage(filter),
      store.cases.list({ ...filter, stage: query.stage, limit: CASES_PAGE_SIZE, offset: (page - 1) * CASES_PAGE_SIZE }),
      store.cases.count({ ...filter, stage: query.stage }),
      store.cases.countToReview(),
      store.admins.list(),
      listVisaPages(store),
    ]);
    data = { stages, cases, total, toReview, consultants: admins.filter((admin) => !admin.disabled && can(admin.role, 'cases')), visas };
  } catch (error) {
    console.error('[cases] list failed', error);
    return <ErrorNotice title="Failed to load the cases">The database did not answer. Reload the page in a moment.</ErrorNotice>;
  }
  const href = (change: Record<string, string | undefined>) => {
    const params = new URLSearchParams();
    for (const [key, value] of Object.entries({ stage: query.stage, visa: query.visa, consultant: query.consultant, waiting: query.waiting, week: query.week, ...change })) {
      if (value) params.set(key, value);
    }
    const text = params.toString();
    return `/admin/cases${text ? `?${text}` : ''}`;
  };
  return (
    <div className="space-y-6">
      {data.toReview > 0 ? (
        <p role="status" className="rounded-2xl bg-sky-100 px-4 py-3 text-sm font-semibold text-navy-900">
          {data.toReview} {data.toReview === 1 ? 'case has' : 'cases have'} new documents to check.
        </p>
      ) : null}
      <nav aria-label="Cases by stage">
        <ul className="flex flex-wrap gap-2">
          <li>
            <Link href={href({ stage: undefined, page: undefined })} aria-current={!query.stage ? 'page' : undefined} className={`btn text-sm ${!query.stage ? 'btn-secondary' : 'btn-outline'}`}>
              All <span className="tabular-nums">{Object.values(data.stages).reduce((sum, count) => sum + count, 0)}</span>
            </Link>
          </li>
          {CASE_STAGES.map((stage) => (
            <li key={stage}>
              <Link href={href({ stage, page: undefined })} aria-current={query.stage === stage ? 'page' : undefined} className={`btn text-sm ${query.stage === stage ? 'btn-secondary' : 'btn-outline'}`}>
                {STAGE_LABELS[stage]} <span className="tabular-nums">{data.stages[stage]}</span>
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <form method="get" action="/admin/cases" className="card grid gap-3 p-4 sm:grid-cols-2 lg:grid-cols-5 lg:items-end" aria-label="Filter cases">
        {query.stage ? <input type="hidden" name="stage" value={query.stage} /> : null}
        <div>
          <label htmlFor="filter-visa" className="admin-label mb-1.5">
            Visa
          </label>
          <select id="filter-visa" name="visa" defaultValue={query.visa ?? ''} className="admin-input">
            <option value="">Every visa</option>
            {data.visas.map((visa) => (
              <option key={visa.slug} value={visa.slug}>
                {visa.title}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="filter-consultant" className="admin-label mb-1.5">
            Consultant
          </label>
          <select id="filter-consultant" name="consultant" defaultValue={query.consultant ?? ''} className="admin-input">
            <option value="">Everyone</option>
            {data.consultants.map((admin) => (
              <option key={admin._id} value={admin._id}>
                {admin.displayName || admin.email}
              </option>
            ))}
          </select>
        </div>
        <label className="flex min-h-10 items-center gap-2 text-sm font-medium text-ink">
          <input type="checkbox" name="waiting" value="1" defaultChecked={Boolean(query.waiting)} className="size-4" />
          Waiting on the applicant
        </label>
        <label className="flex min-h-10 items-center gap-2 text-sm font-medium text-ink">
          <input type="checkbox" name="week" value="1" defaultChecked={Boolean(query.week)} className="size-4" />
          Appointment this week
        </label>
        <button type="submit" className="btn-secondary text-sm">
          Filter
        </button>
      </form>
      {data.cases.length === 0 ? (
        <div className="card p-8 text-center">
          <p className="font-display text-lg font-bold text-navy-900">No case found</p>
          <p className="mt-1 text-sm text-muted">Open one from a won lead in the leads inbox, or from scratch.</p>
        </div>
      ) : (
        <div className="card overflow-x-auto">
          <table className="w-full min-w-[44rem] text-left text-sm">
            <caption className="sr-only">Cases, newest first</caption>
            <thead className="border-b border-navy-900/10 text-xs tracking-wide text-muted uppercase">
              <tr>
                <th scope="col" className="px-4 py-3">Applicant</th>
                <th scope="col" className="px-4 py-3">Visa</th>
                <th scope="col" className="px-4 py-3">Stage</th>
                <th scope="col" className="px-4 py-3">Consultant</th>
                <th scope="col" className="px-4 py-3">Age</th>
                <th scope="col" className="px-4 py-3">Appointment</th>
              </tr>
            </thead>
            <tbody className="divide-y divide-navy-900/10">
              {data.cases.map((record) => (
                <tr key={record._id}>
                  <td className="px-4 py-3">
                    <Link href={`/admin/cases/${record._id}`} className="font-semibold text-navy-900 underline decoration-gold-500 decoration-2 underline-offset-4">
                      {record.applicant.name}
                    </Link>
                    {record.toReview > 0 || record.waitingOnApplicant ? (
                      <span className="mt-1 flex flex-wrap items-center gap-2">
                        {record.toReview > 0 ? <span className="rounded-full bg-sky-100 px-2 py-0.5 text-xs font-semibold whitespace-nowrap text-navy-900">{record.toReview} to check</span> : null}
                        {record.waitingOnApplicant ? <span className="text-xs text-muted">waiting on applicant</span> : null}
                      </span>
                    ) : null}
                  </td>
                  <td className="px-4 py-3">{record.visa.title}</td>
                  <td className="px-4 py-3">{STAGE_LABELS[record.stage]}</td>
                  <td className="px-4 py-3">{record.consultant.name}</td>
                  <td className="px-4 py-3 tabular-nums">
                    {daysBetween(dubaiDay(new Date(record.createdAt)), today)} d
                    <span className="text-muted"> ({daysBetween(dubaiDay(new Date(record.stageAt)), today)} d at stage)</span>
                  </td>
                  <td className="px-4 py-3">{record.appointment ? `${readableDay(record.appointment.date)} ${record.appointment.time}` : '–'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <nav aria-label="Pages" className="flex items-center justify-between text-sm">
        <span className="text-muted">
          {data.total} {data.total === 1 ? 'case' : 'cases'}
        </span>
        <span className="flex gap-2">
          {page > 1 ? (
            <Link href={href({ page: String(page - 1) })} className="btn-outline text-sm">
              Newer
            </Link>
          ) : null}
          {page * CASES_PAGE_SIZE < data.total ? (
            <Link href={href({ page: String(page + 1) })} className="btn-outline text-sm">
              Older
            </Link>
          ) : null}
        </span>
      </nav>
    </div>
  );
}
