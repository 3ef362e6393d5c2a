import Link from 'next/link';
import { connection } from 'next/server';
import { getEnv } from '@/lib/config/env';
import { confirmMyRequest, enterMyCode } from '@/lib/privacy/request-actions';
import { COPY_READABLE_DAYS, REQUEST_KIND_LABELS } from '@/lib/privacy/constants';
import { keptAfterErasure } from '@/lib/privacy/kept-after-erasure';
import { personalDataOf } from '@/lib/privacy/personal-data';
import type { PrivacyRequest } from '@/lib/privacy/request-repository';
import { awaitsConfirmation, tokenHashOf } from '@/lib/privacy/request-service';
import { type DataSubject, maskedSubject } from '@/lib/privacy/subject';
import { dubaiTime } from '@/lib/dubai-time';
import { getStore } from '@/lib/store';
import { PersonalDataView } from './personal-data-view';
import { CodeStep, ConfirmStep } from './request-steps';

const AGAIN = (
  <Link href="/privacy/my-data" className="font-semibold text-navy-700 underline underline-offset-2">
    make the request again
  </Link>
);

function Frame({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <div className="card p-6 sm:p-10">
      <h1 className="heading-2">{title}</h1>
      <div className="mt-5 space-y-4">{children}</div>
    </div>
  );
}

/**
 * /privacy/my-data/{token}: a request at its step. Unconfirmed: the button (e-mail) or the code
 * (mobile). Then: the copy, readable for a few days; what an erasure removed and what it kept;
 * a correction on its way. The token is the only thing that names the request.
 */
export async function RequestPage({ params }: { params: Promise<{ token: string }> }) {
  const { token } = await params;
  await connection(); // a person's request: read at each visit, never prerendered
  const store = await getStore();
  const request = await store.privacyRequests.findByTokenHash(tokenHashOf(token));
  const now = new Date();
  if (!request) {
    return (
      <Frame title="This link does not work">
        <p className="text-ink">It may be mistyped, or the request has ended. You can {AGAIN}.</p>
      </Frame>
    );
  }
  const subject = request.subject ? ({ channel: request.channel, value: request.subject } as DataSubject) : null;
  const what = REQUEST_KIND_LABELS[request.kind].toLowerCase();
  if (request.status === 'unconfirmed' && awaitsConfirmation(request, now) && subject) {
    return (
      <Frame title="Confirm your request">
        {request.channel === 'email' ? (
          <ConfirmStep what={`${what} for ${maskedSubject(subject)}`} confirm={confirmMyRequest.bind(null, token)} />
        ) : (
          <CodeStep phone={maskedSubject(subject)} enter={enterMyCode.bind(null, token)} />
        )}
      </Frame>
    );
  }
  if (request.status === 'unconfirmed' || request.status === 'lapsed') {
    return (
      <Frame title="This request has lapsed">
        <p className="text-ink">It was not confirmed in time, so nothing was done. You can {AGAIN}.</p>
      </Frame>
    );
  }
  if (request.kind === 'correction') return <CorrectionState request={request} />;
  if (request.kind === 'erasure') {
    return (
      <Frame title="Your data is erased">
        <p className="text-ink">Done {dubaiTime(request.doneAt!)}: we {request.outcome}.</p>
        <h2 className="heading-3 pt-2">What we keep, and why</h2>
        <ul className="list-disc space-y-2 pl-5 text-sm text-ink">
          {keptAfterErasure({ auditDays: getEnv().AUDIT_RETENTION_DAYS, markedAt: request.keptMarkAt ?? null }).map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      </Frame>
    );
  }
  if (!subject) {
    return (
      <Frame title="This copy is no longer here">
        <p className="text-ink">A copy stays readable for {COPY_READABLE_DAYS} days. You can {AGAIN}.</p>
      </Frame>
    );
  }
  const copy = await personalDataOf(store, subject, now);
  return (
    <div className="space-y-8">
      <Frame title="Your data">
        <p className="text-ink">
          Everything we hold about {copy.about.kind === 'e-mail' ? 'the e-mail address' : 'the mobile number'} <strong className="text-navy-900">{copy.about.value}</strong>,
          as of {dubaiTime(copy.madeAt)}. This page stays readable until {dubaiTime(request.forgetAt!)}.
        </p>
        <a href={`/privacy/my-data/${token}/copy.json`} download className="btn-secondary inline-flex">
          Download as JSON
        </a>
      </Frame>
      <PersonalDataView copy={copy} />
    </div>
  );
}

function CorrectionState({ request }: { request: PrivacyRequest }) {
  if (request.status === 'done') {
    return (
      <Frame title="Corrected">
        <p className="text-ink">Our team made the correction you asked for on {dubaiTime(request.doneAt!)}.</p>
      </Frame>
    );
  }
  return (
    <Frame title="Your request is with our team">
      <p className="text-ink">A consultant makes the correction by {dubaiTime(request.dueAt)} at the latest and tells you when it is done.</p>
    </Frame>
  );
}
