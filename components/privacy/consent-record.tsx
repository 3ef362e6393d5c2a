import { dubaiTime } from '@/lib/dubai-time';
import type { Submission } from '@/lib/leads/submission-repository';
import { noticeText } from '@/lib/privacy/consent-notices';

/** What a lead agreed to, as stored with it: the notice beside the button, where, when; and marketing apart. */
export function ConsentRecord({ submission }: { submission: Pick<Submission, 'consent' | 'marketing'> }) {
  const { consent, marketing } = submission;
  return (
    <>
      <h3 className="mt-5 text-sm font-semibold tracking-wide text-muted uppercase">Consent</h3>
      {consent ? (
        <dl className="mt-2 grid grid-cols-[max-content_1fr] gap-x-4 gap-y-1.5 text-sm">
          <dt className="font-medium text-muted">Told</dt>
          <dd className="text-ink">
            “{noticeText(consent.notice) ?? 'a notice no longer listed'}” <span className="font-mono text-xs text-muted">({consent.notice})</span>
            {consent.language === 'ar' ? <span className="text-muted">, shown in Arabic</span> : null}
          </dd>
          <dt className="font-medium text-muted">On</dt>
          <dd className="break-all text-ink">
            {consent.page ?? 'a page not recorded'}, {dubaiTime(consent.at)}
          </dd>
          <dt className="font-medium text-muted">Marketing</dt>
          <dd className="text-ink">{marketing ? `Yes, ticked ${dubaiTime(marketing.at)} (${marketing.notice})` : 'No: never put this lead in a marketing list'}</dd>
        </dl>
      ) : (
        <p className="mt-2 text-sm text-muted">Not recorded (sent before consent was kept). Treat it as no marketing consent.</p>
      )}
    </>
  );
}
