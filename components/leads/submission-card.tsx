import Link from 'next/link';
import type { ActionResult } from '@/lib/admin/action-result';
import { describeLeadSource, sourceChannel } from '@/lib/leads/lead-source';
import { ConsentRecord } from '@/components/privacy/consent-record';
import { FORM_TITLES, commonFields, labelledFields, submitterOf } from '@/lib/leads/form-fields';
import { ANSWER_WITHIN_OFFICE_MS, officeMsBetween, proposedFollowUp, toDubaiLocal } from '@/lib/leads/office-hours';
import { STAGE_LABELS } from '@/lib/leads/pipeline-input';
import { formatUaeMobile } from '@/lib/leads/uae-mobile';
import { whatsappChatHref } from '@/lib/whatsapp';
import { DELIVERY_CHANNELS, type Delivery, type DeliveryChannel, type Submission } from '@/lib/leads/submission-repository';
import { dubaiTime } from '@/lib/dubai-time';
import { DoNotContactFlag, type DoNotContactMarkView } from '@/components/privacy/do-not-contact-flag';
import { DoNotContactForm } from '@/components/privacy/do-not-contact-form';
import { LeadPipelineForm } from './lead-pipeline-form';
import { StatusBadge } from './status-badge';

const CHANNEL_LABELS: Record<DeliveryChannel, string> = { crm: 'CRM', email: 'E-mail' };

export interface SubmissionCardProps {
  submission: Submission;
  /** Channels that can be sent over now (the CRM only when configured). */
  availableChannels: readonly DeliveryChannel[];
  retryAction: (formData: FormData) => Promise<void>;
  /** Staff who can own a lead. */
  owners: ReadonlyArray<{ id: string; name: string }>;
  leadAction: (previous: ActionResult | null, formData: FormData) => Promise<ActionResult>;
  /** When the page was rendered: what the follow-up proposal counts from. */
  now: Date;
  /** How many requests this lead's number has sent in all (duplicates). */
  requestsFromPhone: number;
  /** The "Do not contact" mark on this lead's number, from any of its requests, or null. */
  doNotContact: DoNotContactMarkView | null;
  markAction: (previous: ActionResult | null, formData: FormData) => Promise<ActionResult>;
}

/** One submission: who and when at a glance; its fields and each channel's delivery story on demand. */
export function SubmissionCard({ submission, availableChannels, retryAction, owners, leadAction, now, requestsFromPhone, doNotContact, markAction }: SubmissionCardProps) {
  const { pipeline } = submission;
  // A marked number is never offered a time to call.
  const proposal = doNotContact ? null : proposedFollowUp(now);
  const hasPhone = Boolean(commonFields(submission, { plain: true }).mobile);
  const channels = DELIVERY_CHANNELS.filter((channel) => submission.deliveries[channel]);
  const needsAttention = channels.some((channel) => submission.deliveries[channel]!.status === 'failed');
  return (
    <article className={`card ${needsAttention ? 'border-coral-500/40' : ''}`} aria-label={`${FORM_TITLES[submission.kind]} from ${submitterOf(submission)}`}>
      <details className="group">
        <summary className="flex cursor-pointer list-none flex-wrap items-center gap-x-4 gap-y-2 px-5 py-4 [&::-webkit-details-marker]:hidden">
          <span className="rounded-md bg-navy-900 px-2 py-0.5 text-xs font-semibold text-white">{FORM_TITLES[submission.kind]}</span>
          {/* On a phone the name takes its own line, so it is never cut short by the badges. */}
          <span className="order-first w-full min-w-0 truncate font-semibold text-navy-900 sm:order-none sm:w-auto sm:flex-1">
            {submitterOf(submission)}
          </span>
          <span className="flex flex-wrap gap-1.5">
            <span className="inline-flex items-center rounded-full bg-sky-100 px-2.5 py-0.5 text-xs font-semibold text-navy-900 ring-1 ring-navy-900/15 ring-inset">
              {STAGE_LABELS[pipeline.stage]}
              {pipeline.owner ? <span className="ml-1 font-medium text-ink/70">· {pipeline.owner.name}</span> : null}
            </span>
            {doNotContact ? (
              <span className="inline-flex items-center rounded-full bg-coral-50 px-2.5 py-0.5 text-xs font-semibold text-coral-800 ring-1 ring-coral-500/40 ring-inset">Do not contact</span>
            ) : null}
            {submission.language === 'ar' ? (
              <span
                title="Sent from an Arabic page: the visitor may rather be called back in Arabic."
                className="inline-flex items-center rounded-full bg-mist-100 px-2.5 py-0.5 text-xs font-semibold text-navy-800 ring-1 ring-navy-900/15 ring-inset"
              >
                Arabic
              </span>
            ) : null}
            {pipeline.stage === 'new' ? <AnswerClock waitedMs={officeMsBetween(new Date(submission.createdAt), now)} /> : null}
            {channels.map((channel) => (
              <StatusBadge key={channel} status={submission.deliveries[channel]!.status} label={CHANNEL_LABELS[channel]} />
            ))}
          </span>
          <time dateTime={submission.createdAt} className="text-sm text-muted tabular-nums">
            {dubaiTime(submission.createdAt)}
          </time>
          <span aria-hidden="true" className="text-navy-700 transition-transform group-open:rotate-90">
            ›
          </span>
        </summary>
        <div className="grid gap-6 border-t border-navy-900/10 px-5 py-5 lg:grid-cols-[2fr_3fr]">
          <section>
            <h3 className="text-sm font-semibold tracking-wide text-muted uppercase">Fields</h3>
            <dl className="mt-2 grid grid-cols-[max-content_1fr] gap-x-4 gap-y-1.5 text-sm">
              {labelledFields(submission).map((field) => (
                <div key={field.key} className="contents">
                  <dt className="font-medium text-muted">{field.label}</dt>
                  <dd className="break-words whitespace-pre-wrap text-ink">{field.value || '–'}</dd>
                </div>
              ))}
              <dt className="font-medium text-muted">Language</dt>
              <dd className="text-ink">{submission.language === 'ar' ? 'Arabic (sent from an Arabic page)' : 'English'}</dd>
              <dt className="font-medium text-muted">Reference</dt>
              <dd className="font-mono text-xs text-muted">{submission._id}</dd>
            </dl>
            <h3 className="mt-5 text-sm font-semibold tracking-wide text-muted uppercase">Source</h3>
            {submission.source ? (
              <dl className="mt-2 grid grid-cols-[max-content_1fr] gap-x-4 gap-y-1.5 text-sm">
                {describeLeadSource(submission.source).map((line) => (
                  <div key={line.label} className="contents">
                    <dt className="font-medium text-muted">{line.label}</dt>
                    <dd className="break-all text-ink">{line.value}</dd>
                  </div>
                ))}
              </dl>
            ) : (
              <p className="mt-2 text-sm text-muted">Not recorded (sent before sources were kept, or by a client that sends none).</p>
            )}
            <ConsentRecord submission={submission} />
          </section>
          <section className="order-first space-y-4 border-b border-navy-900/10 pb-6 lg:col-span-2">
            <h3 className="text-sm font-semibold tracking-wide text-muted uppercase">Lead</h3>
            {doNotContact ? <DoNotContactFlag mark={doNotContact} withReason /> : null}
            <p className="text-sm text-ink">
              {STAGE_LABELS[pipeline.stage]}
              {pipeline.stage === 'lost' && pipeline.lostReason ? `: ${pipeline.lostReason}` : ''}
              {pipeline.owner ? `, owned by ${pipeline.owner.name}` : ', nobody owns it yet'}
              {pipeline.followUpAt ? `. Next follow-up ${dubaiTime(pipeline.followUpAt)}.` : '.'}
            </p>
            {pipeline.notes.length > 0 ? (
              <ol className="space-y-2" aria-label="Notes">
                {pipeline.notes.map((note) => (
                  <li key={`${note.at}-${note.by}`} className="rounded-xl bg-mist-50 px-4 py-3 text-sm">
                    <p className="break-words whitespace-pre-wrap text-ink">{note.text}</p>
                    <p className="mt-1 text-xs text-muted">
                      {note.by}, <time dateTime={note.at}>{dubaiTime(note.at)}</time>
                    </p>
                  </li>
                ))}
              </ol>
            ) : null}
            {pipeline.stage === 'won' ? (
              <Link href={`/admin/cases/new?lead=${submission._id}`} className="btn-primary text-sm">
                Open a case for this lead
              </Link>
            ) : null}
            <LeadPipelineForm
              submissionId={submission._id}
              stage={pipeline.stage}
              lostReason={pipeline.lostReason ?? ''}
              ownerId={pipeline.owner?.id ?? ''}
              followUp={pipeline.followUpAt ? toDubaiLocal(new Date(pipeline.followUpAt)) : ''}
              proposal={proposal ? { value: toDubaiLocal(proposal), label: dubaiTime(proposal.toISOString()) } : null}
              owners={owners}
              action={leadAction}
            />
            {!doNotContact && hasPhone ? <DoNotContactForm submissionId={submission._id} action={markAction} /> : null}
          </section>
          <section className="space-y-4">
            <h3 className="text-sm font-semibold tracking-wide text-muted uppercase">Deliveries</h3>
            {channels.map((channel) => (
              <DeliveryDetails
                key={channel}
                submissionId={submission._id}
                channel={channel}
                delivery={submission.deliveries[channel]!}
                canRetry={availableChannels.includes(channel)}
                retryAction={retryAction}
              />
            ))}
          </section>
        </div>
      </details>
      <LeadContact submission={submission} requestsFromPhone={requestsFromPhone} doNotContact={doNotContact} />
    </article>
  );
}

/**
 * What a consultant needs without opening the lead: the number with tap-to-call and WhatsApp,
 * what it is about and where it came from. Outside the <summary>, which may hold no links. A
 * marked number is shown as text, with the mark where the buttons would be.
 */
function LeadContact({ submission, requestsFromPhone, doNotContact }: { submission: Submission; requestsFromPhone: number; doNotContact: DoNotContactMarkView | null }) {
  const mobile = commonFields(submission, { plain: true }).mobile;
  const national = mobile && /^5\d{8}$/.test(mobile) ? mobile : null;
  const topic = submission.source?.visa ?? commonFields(submission).country;
  return (
    <div className="flex flex-wrap items-center gap-x-4 gap-y-1 border-t border-navy-900/10 px-5 py-2.5 text-sm">
      {doNotContact ? (
        <>
          {mobile ? <span className="tabular-nums">{national ? formatUaeMobile(national) : mobile}</span> : null}
          <DoNotContactFlag mark={doNotContact} />
        </>
      ) : national ? (
        <>
          <a href={`tel:+971${national}`} className="font-semibold text-navy-900 tabular-nums underline-offset-2 hover:underline">
            {formatUaeMobile(national)}
          </a>
          <a href={whatsappChatHref(`971${national}`)} target="_blank" rel="noopener noreferrer" className="font-semibold text-navy-700 underline underline-offset-2 hover:text-navy-900">
            WhatsApp
          </a>
        </>
      ) : mobile ? (
        <span className="tabular-nums">{mobile}</span>
      ) : null}
      {national && requestsFromPhone > 1 ? (
        <Link href={`/admin/leads?q=${national}`} className="rounded-full bg-sand-100 px-2.5 py-0.5 text-xs font-semibold text-gold-700 ring-1 ring-gold-500/40 ring-inset hover:bg-sand-200">
          {requestsFromPhone} requests from this number
        </Link>
      ) : null}
      {topic ? <span className="text-muted">About: {topic}</span> : null}
      <span className="text-muted">From: {sourceChannel(submission.source)}</span>
    </div>
  );
}

/** Office time a new lead has waited for its first call: red once it is past one working hour. */
function AnswerClock({ waitedMs }: { waitedMs: number }) {
  const late = waitedMs > ANSWER_WITHIN_OFFICE_MS;
  const minutes = Math.floor(waitedMs / 60_000);
  const waited = minutes < 60 ? `${minutes} min` : `${Math.floor(minutes / 60)} h ${minutes % 60} min`;
  return (
    <span
      title="Office time since it arrived (Monday to Friday, 9AM to 6PM UAE time)"
      className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset ${
        late ? 'bg-coral-500/10 text-coral-600 ring-coral-500/40' : 'bg-sand-100 text-gold-700 ring-gold-500/40'
      }`}
    >
      {late ? `Late: waiting ${waited}` : `Waiting ${waited}`}
    </span>
  );
}

function DeliveryDetails({
  submissionId,
  channel,
  delivery,
  canRetry,
  retryAction,
}: {
  submissionId: string;
  channel: DeliveryChannel;
  delivery: Delivery;
  canRetry: boolean;
  retryAction: (formData: FormData) => Promise<void>;
}) {
  const retryable = canRetry && (delivery.status === 'failed' || delivery.status === 'skipped');
  return (
    <div className="rounded-xl border border-navy-900/10 bg-mist-50 p-4">
      <div className="flex flex-wrap items-center gap-3">
        <span className="font-semibold text-navy-900">{CHANNEL_LABELS[channel]}</span>
        <StatusBadge status={delivery.status} />
        <span className="text-sm text-muted">
          {delivery.attempts} {delivery.attempts === 1 ? 'attempt' : 'attempts'}
          {delivery.deliveredAt ? `, delivered ${dubaiTime(delivery.deliveredAt)}` : ''}
          {delivery.status === 'pending' && delivery.nextAttemptAt ? `, next try ${dubaiTime(delivery.nextAttemptAt)}` : ''}
        </span>
        {retryable ? (
          <form action={retryAction} className="ml-auto">
            <input type="hidden" name="id" value={submissionId} />
            <input type="hidden" name="channel" value={channel} />
            <button type="submit" className="btn-secondary min-h-9 px-4 py-1.5 text-xs">
              Retry {CHANNEL_LABELS[channel]}
            </button>
          </form>
        ) : null}
      </div>
      {delivery.lastError ? (
        <p className="mt-2 text-sm text-coral-500">
          <span className="font-semibold">Last error:</span> {delivery.lastError}
        </p>
      ) : null}
      {delivery.history.length > 0 ? (
        <ol className="mt-3 space-y-1 border-l-2 border-navy-900/10 pl-3 text-xs">
          {delivery.history.map((entry, index) => (
            <li key={`${entry.at}-${index}`} className={entry.ok ? 'text-green-600' : 'text-muted'}>
              <time dateTime={entry.at} className="tabular-nums">
                {dubaiTime(entry.at)}
              </time>{' '}
              {entry.ok ? 'delivered' : `failed: ${entry.error ?? 'unknown error'}`}
            </li>
          ))}
        </ol>
      ) : null}
    </div>
  );
}
