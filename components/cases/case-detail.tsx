import Link from 'next/link';
import { notFound } from 'next/navigation';
import { BackLink } from '@/components/admin/back-link';
import { PageHeader } from '@/components/admin/page-header';
import { requireAdmin } from '@/lib/auth/require-admin';
import { addItemAction, changeStageAction, removeItemAction, reviewItemAction, revokeLinksAction, sendLinkAction } from '@/lib/cases/actions';
import { caseView, readableSize } from '@/lib/cases/case-view';
import { CASE_STAGES, STAGE_LABELS } from '@/lib/cases/constants';
import { readableDay } from '@/lib/cases/dates';
import { getCaseConfig } from '@/lib/cases/case-config';
import { stageUpdate, updateChatText } from '@/lib/cases/case-emails';
import { currentPortalUrl, isOpen } from '@/lib/cases/portal-access';
import { whatsappChatHref } from '@/lib/whatsapp';
import { dubaiTime } from '@/lib/dubai-time';
import { getStore } from '@/lib/store';
import { formatUaeMobile } from '@/lib/leads/uae-mobile';
import { DoNotContactFlag } from '@/components/privacy/do-not-contact-flag';
import { NO_CONTACT_NOTICE } from '@/lib/privacy/do-not-contact-text';
import { CaseActionForm } from './case-action-form';
import { ExpectedWindowBox } from './expected-window-box';
import { ItemStatusBadge } from './item-status';
import { StageForm } from './stage-form';
import { StageTrack } from './stage-track';

/** /admin/cases/{id}: the case's stage and its change, the applicant's link, each traveller's checklist with the documents, and the timeline. */
export async function CaseDetail({ id }: { id: string }) {
  await requireAdmin({ capability: 'cases' });
  if (!/^[0-9a-f]{24}$/.test(id)) notFound();
  const store = await getStore();
  const record = await store.cases.get(id);
  if (!record) notFound();
  const now = new Date();
  const [view, links, doNotContact] = await Promise.all([
    caseView(store, record, now, 'staff'),
    store.portalLinks.listForCase(id),
    record.applicant.phone ? store.doNotContact.find(record.applicant.phone) : null,
  ]);
  const openLink = links.find((link) => isOpen(link, now));
  const config = getCaseConfig();
  const portal = openLink ? await currentPortalUrl(store, config.keyring, config.siteUrl, record._id, now) : null;
  // The update as a WhatsApp message staff send with one click (the e-mail goes by itself); none
  // to a number marked "Do not contact", which hears from us by e-mail only.
  const chat = (update: string) => (record.applicant.phone && !doNotContact ? whatsappChatHref(`971${record.applicant.phone}`, updateChatText(config.siteName, record, update, portal)) : null);
  const stageChat = record.stage !== 'documents_requested' ? chat(stageUpdate(record)) : null;
  const later = CASE_STAGES.slice(CASE_STAGES.indexOf(record.stage) + 1);
  return (
    <div className="space-y-6">
      <BackLink href="/admin/cases" label="All cases" />
      <PageHeader
        title={`${record.applicant.name}: ${record.visa.title}`}
        description={
          <>
            {record.travellers.length} {record.travellers.length === 1 ? 'traveller' : 'travellers'} · consultant {record.consultant.name} · opened {dubaiTime(record.createdAt)}
            {record.leadId ? (
              <>
                {' · '}
                <Link href={`/admin/leads?q=${encodeURIComponent(record.applicant.phone ?? record.applicant.name)}`} className="underline underline-offset-2">
                  from a lead
                </Link>
              </>
            ) : null}
          </>
        }
      />
      <section aria-labelledby="case-stage" className="card space-y-4 p-5">
        <h2 id="case-stage" className="font-display text-lg font-bold text-navy-900">
          Stage: {STAGE_LABELS[record.stage]}
        </h2>
        <StageTrack stage={record.stage} />
        <div className="grid gap-4 lg:grid-cols-2">
          <ExpectedWindowBox window={view.window} />
          <dl className="grid grid-cols-[max-content_1fr] gap-x-4 gap-y-1 rounded-2xl bg-mist-50 p-4 text-sm">
            <dt className="font-medium text-muted">Applicant</dt>
            <dd className="break-all">
              {record.applicant.email}
              {record.applicant.phone ? `, ${formatUaeMobile(record.applicant.phone)}` : ''}
            </dd>
            <dt className="font-medium text-muted">Travel</dt>
            <dd>{record.travelFrom ? `${readableDay(record.travelFrom)}${record.travelTo ? ` to ${readableDay(record.travelTo)}` : ''}` : 'Not set'}</dd>
            <dt className="font-medium text-muted">Appointment</dt>
            <dd>{record.appointment ? `${record.appointment.centre}, ${readableDay(record.appointment.date)} at ${record.appointment.time}` : 'Not booked'}</dd>
            <dt className="font-medium text-muted">Documents</dt>
            <dd>
              {record.documentsDeletedAt
                ? `Deleted ${dubaiTime(record.documentsDeletedAt)}`
                : record.documentsDueAt
                  ? `Deleted after ${dubaiTime(record.documentsDueAt)}`
                  : 'Kept until 30 days after submission'}
            </dd>
          </dl>
        </div>
        {stageChat ? (
          <a href={stageChat} target="_blank" rel="noopener noreferrer" className="btn-whatsapp text-sm">
            Tell the applicant on WhatsApp
          </a>
        ) : null}
        {doNotContact ? (
          <div className="space-y-1">
            <DoNotContactFlag mark={doNotContact} withReason />
            <p className="text-sm text-muted">{NO_CONTACT_NOTICE} Updates reach the applicant by e-mail.</p>
          </div>
        ) : null}
        {later.length > 0 ? <StageForm caseId={record._id} stages={later} action={changeStageAction} /> : null}
      </section>

      <section aria-labelledby="case-link" className="card space-y-3 p-5">
        <h2 id="case-link" className="font-display text-lg font-bold text-navy-900">
          Applicant’s page
        </h2>
        <p className="text-sm text-muted">
          {openLink
            ? `A private link works until ${dubaiTime(openLink.expiresAt)} (sent ${dubaiTime(openLink.createdAt)}). A new device needs a code we e-mail to ${openLink.email}.`
            : 'No working link. Send one: it is e-mailed to the applicant, and you can send it on WhatsApp too.'}
        </p>
        <div className="flex flex-wrap gap-4">
          <CaseActionForm action={sendLinkAction} hidden={{ caseId: record._id }} submitLabel={openLink ? 'Send a new link' : 'Send the link'} pendingLabel="Sending…" label="Send the applicant’s link" />
          {openLink ? <CaseActionForm action={revokeLinksAction} hidden={{ caseId: record._id }} submitLabel="Revoke the link" tone="outline" label="Revoke the applicant’s link" /> : null}
        </div>
      </section>

      <section aria-labelledby="case-checklist" className="card space-y-5 p-5">
        <h2 id="case-checklist" className="font-display text-lg font-bold text-navy-900">
          Checklist and documents
        </h2>
        {record.travellers.map((traveller) => (
          <div key={traveller.id} className="space-y-3">
            <h3 className="font-semibold text-navy-900">{traveller.name}</h3>
            <ul className="divide-y divide-navy-900/10 rounded-2xl ring-1 ring-navy-900/10" aria-label={`Checklist of ${traveller.name}`}>
              {traveller.checklist.map((item) => {
                const file = item.fileId ? view.files[item.fileId] : undefined;
                const ref = { caseId: record._id, travellerId: traveller.id, itemId: item.id };
                return (
                  <li key={item.id} className="space-y-3 p-4" aria-label={item.label}>
                    <div className="flex flex-wrap items-start justify-between gap-3">
                      <p className="font-medium text-ink">{item.label}</p>
                      <ItemStatusBadge status={item.status} />
                    </div>
                    {item.status === 'resend' && item.reason ? (
                      <div className="flex flex-wrap items-center gap-3">
                        <p className="text-sm text-coral-700">Asked again: {item.reason}</p>
                        {chat(`Please send "${item.label}" for ${traveller.name} again: ${item.reason}`) ? (
                          <a href={chat(`Please send "${item.label}" for ${traveller.name} again: ${item.reason}`)!} target="_blank" rel="noopener noreferrer" className="btn-whatsapp text-sm">
                            Send on WhatsApp
                          </a>
                        ) : null}
                      </div>
                    ) : null}
                    {file ? (
                      <p className="text-sm text-ink">
                        {file.fileName} ({readableSize(file.size)}, {dubaiTime(file.uploadedAt)}):{' '}
                        <a href={`/admin/cases/${record._id}/files/${file._id}`} target="_blank" rel="noopener noreferrer" className="font-semibold text-navy-700 underline underline-offset-2">
                          View
                        </a>{' '}
                        ·{' '}
                        <a href={`/admin/cases/${record._id}/files/${file._id}?download=1`} className="font-semibold text-navy-700 underline underline-offset-2">
                          Download
                        </a>
                      </p>
                    ) : null}
                    <div className="flex flex-wrap items-start gap-4">
                      {file && item.status === 'received' ? (
                        <CaseActionForm action={reviewItemAction} hidden={{ ...ref, verdict: 'accepted' }} submitLabel="Accept" label={`Accept ${item.label}`} />
                      ) : null}
                      {file && item.status !== 'resend' ? (
                        <details className="min-w-[8rem] flex-1">
                          <summary className="cursor-pointer py-2.5 text-sm font-semibold whitespace-nowrap text-coral-700">Ask again…</summary>
                          <CaseActionForm action={reviewItemAction} hidden={{ ...ref, verdict: 'resend' }} submitLabel="Ask again" label={`Ask again for ${item.label}`} className="mt-2">
                            <label className="admin-label" htmlFor={`reason-${item.id}`}>
                              Reason the applicant reads
                            </label>
                            <input id={`reason-${item.id}`} name="reason" required minLength={3} maxLength={300} className="admin-input" placeholder="The photo is blurred: take it again in daylight" />
                          </CaseActionForm>
                        </details>
                      ) : null}
                      <CaseActionForm action={removeItemAction} hidden={ref} submitLabel="Remove" tone="outline" label={`Remove ${item.label}`} />
                    </div>
                  </li>
                );
              })}
            </ul>
            <CaseActionForm action={addItemAction} hidden={{ caseId: record._id, travellerId: traveller.id }} submitLabel="Add to checklist" tone="outline" label={`Add a document for ${traveller.name}`}>
              <label className="admin-label" htmlFor={`add-${traveller.id}`}>
                Another document for {traveller.name}
              </label>
              <input id={`add-${traveller.id}`} name="label" required minLength={2} maxLength={160} className="admin-input" placeholder="Hotel booking" />
            </CaseActionForm>
          </div>
        ))}
      </section>

      <section aria-labelledby="case-timeline" className="card p-5">
        <h2 id="case-timeline" className="font-display text-lg font-bold text-navy-900">
          Timeline
        </h2>
        <ol className="mt-3 space-y-2" aria-label="Timeline">
          {[...view.events].reverse().map((event) => (
            <li key={event._id} className="rounded-xl bg-mist-50 px-4 py-2 text-sm">
              <p className="text-ink">{event.text}</p>
              <p className="text-xs text-muted">
                {event.actor.name} ({event.actor.kind}), <time dateTime={event.at}>{dubaiTime(event.at)}</time>
                {event.forApplicant ? '' : ' · staff only'}
              </p>
            </li>
          ))}
        </ol>
      </section>
    </div>
  );
}
