import { requireAdmin } from '@/lib/auth/require-admin';
import { dubaiTime } from '@/lib/dubai-time';
import { closeCorrectionAction } from '@/lib/privacy/staff-actions';
import { REQUEST_KIND_LABELS } from '@/lib/privacy/constants';
import type { PrivacyRequest } from '@/lib/privacy/request-repository';
import { DAY_MS } from '@/lib/privacy/retention-settings';
import { type DataSubject, maskedSubject } from '@/lib/privacy/subject';
import { getStore } from '@/lib/store';
import { CloseCorrectionForm } from './close-correction-form';

const STATUS_LABELS: Record<PrivacyRequest['status'], string> = {
  unconfirmed: 'Waiting for confirmation',
  confirmed: 'Confirmed: to do',
  done: 'Answered',
  lapsed: 'Lapsed (never confirmed)',
};

/**
 * Staff's list of people's requests about their data, newest first, with the law's due date. A
 * mobile's request shows the code to read out on a call to that number; a confirmed correction
 * is closed here once made. Nothing of what was erased is shown: a done request has a code name.
 */
export async function DataRequestsList() {
  await requireAdmin({ capability: 'leads' });
  const store = await getStore();
  const [requests, open] = await Promise.all([store.privacyRequests.list({ limit: 100 }), store.privacyRequests.count({ open: true })]);
  const now = new Date().getTime();
  if (requests.length === 0) {
    return (
      <div className="card p-8 text-center">
        <p className="font-display text-lg font-bold text-navy-900">No request yet</p>
        <p className="mt-1 text-sm text-muted">Requests made on the public page “Your data” (/privacy/my-data) appear here.</p>
      </div>
    );
  }
  return (
    <div className="space-y-4">
      <p role="status" className="text-sm text-muted">
        {open} open {open === 1 ? 'request' : 'requests'}. Copies and erasures are done by the site as soon as the person confirms; corrections are yours to make.
      </p>
      <ul className="space-y-3">
        {requests.map((request) => {
          const subject = request.subject ? maskedSubject({ channel: request.channel, value: request.subject } as DataSubject) : request.pseudonym;
          const open = request.status === 'unconfirmed' || request.status === 'confirmed';
          const overdue = open && new Date(request.dueAt).getTime() < now;
          const daysLeft = Math.ceil((new Date(request.dueAt).getTime() - now) / DAY_MS);
          return (
            <li key={request._id} className="card p-5">
              <div className="flex flex-wrap items-baseline justify-between gap-2">
                <h2 className="font-semibold text-navy-900">
                  {REQUEST_KIND_LABELS[request.kind]} <span className="font-normal text-muted">· by {request.channel === 'email' ? 'e-mail' : 'mobile'} · {subject}</span>
                </h2>
                <span className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${overdue ? 'bg-coral-100 text-coral-800' : open ? 'bg-sand-100 text-navy-900' : 'bg-mist-100 text-muted'}`}>
                  {STATUS_LABELS[request.status]}
                </span>
              </div>
              <p className="mt-1 text-sm text-muted">
                Made {dubaiTime(request.createdAt)}
                {open ? ` · due ${dubaiTime(request.dueAt)} (${overdue ? 'overdue' : `${daysLeft} days left`})` : ''}
                {request.doneAt ? ` · answered ${dubaiTime(request.doneAt)}${request.doneBy ? ` by ${request.doneBy.name}` : ''}` : ''}
              </p>
              {request.status === 'unconfirmed' && request.code ? (
                <p className="mt-3 rounded-xl bg-sky-100 px-4 py-3 text-sm text-navy-900">
                  Call +971 {request.subject} and read out the code <strong className="font-mono text-base tracking-widest">{request.code.value}</strong>. Only the person
                  who answers that number can confirm the request.
                </p>
              ) : null}
              {request.kind === 'correction' && request.correction ? (
                <p className="mt-3 text-sm text-ink">
                  <span className="font-semibold">What is wrong:</span> {request.correction}
                </p>
              ) : null}
              {request.outcome ? <p className="mt-2 text-sm text-ink">Outcome: {request.outcome}.</p> : null}
              {request.kind === 'correction' && request.status === 'confirmed' ? <CloseCorrectionForm requestId={request._id} action={closeCorrectionAction} /> : null}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
