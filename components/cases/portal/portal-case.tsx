import { ExpectedWindowBox } from '@/components/cases/expected-window-box';
import { ItemStatusBadge } from '@/components/cases/item-status';
import { StageTrack } from '@/components/cases/stage-track';
import { readableSize, type CaseView } from '@/lib/cases/case-view';
import { CASE_STAGES, NEXT_STEP, STAGE_LABELS } from '@/lib/cases/constants';
import { readableDay } from '@/lib/cases/dates';
import { dubaiTime } from '@/lib/dubai-time';
import { PortalUpload } from './portal-upload';

const UPLOADS_UNTIL = CASE_STAGES.indexOf('appointment_booked');

/** The applicant's view of the case: where it stands, what to do next, when to expect the decision, and the checklist with uploads. */
export function PortalCase({ token, view }: { token: string; view: CaseView }) {
  const { record, window, files, events } = view;
  const uploadsOpen = CASE_STAGES.indexOf(record.stage) <= UPLOADS_UNTIL && !record.documentsDeletedAt;
  const waiting = record.travellers.flatMap((traveller) => traveller.checklist).filter((item) => item.status === 'waiting' || item.status === 'resend').length;
  return (
    <div className="space-y-5">
      <header className="card p-5 sm:p-7">
        <p className="eyebrow text-gold-600">Your application</p>
        <h1 className="heading-3 mt-1">{record.visa.title}</h1>
        <p className="mt-1 text-sm text-muted">
          {record.travellers.map((traveller) => traveller.name).join(', ')}
          {record.travelFrom ? ` · travelling ${readableDay(record.travelFrom)}${record.travelTo ? ` to ${readableDay(record.travelTo)}` : ''}` : ''}
        </p>
        <p className="mt-1 text-sm text-muted">Your consultant: {record.consultant.name}</p>
      </header>

      <section aria-labelledby="stage-heading" className="card space-y-4 p-5 sm:p-7">
        <h2 id="stage-heading" className="font-display text-lg font-bold text-navy-900">
          Now: {STAGE_LABELS[record.stage]}
        </h2>
        <StageTrack stage={record.stage} />
        <div className="rounded-2xl bg-navy-900 p-4 text-white sm:p-5">
          <p className="text-xs font-semibold tracking-wide text-gold-400 uppercase">Next</p>
          <p className="mt-1">{record.stage === 'documents_requested' && waiting > 0 ? `${waiting} ${waiting === 1 ? 'document is' : 'documents are'} still needed. ` : ''}{NEXT_STEP[record.stage]}</p>
        </div>
        <ExpectedWindowBox window={window} />
        {record.appointment ? (
          <div className="rounded-2xl bg-mist-100 p-4 sm:p-5">
            <h3 className="text-xs font-semibold tracking-wide text-muted uppercase">Appointment</h3>
            <p className="mt-1 font-semibold text-navy-900">
              {readableDay(record.appointment.date)} at {record.appointment.time}
            </p>
            <p className="text-sm text-ink">{record.appointment.centre}</p>
          </div>
        ) : null}
      </section>

      <section aria-labelledby="checklist-heading" className="card p-5 sm:p-7">
        <h2 id="checklist-heading" className="font-display text-lg font-bold text-navy-900">
          Your documents
        </h2>
        <p className="mt-1 text-sm text-muted">
          {record.documentsDeletedAt
            ? 'Your documents were deleted, as our privacy policy promises.'
            : 'PDF, JPEG, PNG or WebP, up to 10 MB each. Photos are stored without their location and camera details. Everything is encrypted, and deleted 30 days after your application is submitted.'}
        </p>
        {record.travellers.map((traveller) => (
          <div key={traveller.id} className="mt-5">
            {record.travellers.length > 1 ? <h3 className="font-semibold text-navy-900">{traveller.name}</h3> : null}
            <ul className="mt-2 divide-y divide-navy-900/10 rounded-2xl ring-1 ring-navy-900/10" aria-label={`Checklist of ${traveller.name}`}>
              {traveller.checklist.map((item) => {
                const file = item.fileId ? files[item.fileId] : undefined;
                return (
                  <li key={item.id} className="space-y-2 p-4" aria-label={item.label}>
                    <div className="flex items-start justify-between gap-3">
                      <p className="font-medium text-ink">{item.label}</p>
                      <ItemStatusBadge status={item.status} />
                    </div>
                    {item.status === 'resend' && item.reason ? (
                      <p className="rounded-xl bg-coral-50 px-3 py-2 text-sm text-coral-800">
                        <strong>Please send again:</strong> {item.reason}
                      </p>
                    ) : null}
                    {file ? (
                      <p className="text-sm text-muted">
                        Sent: <a href={`/case/${token}/files/${file._id}`} className="font-medium text-navy-700 underline underline-offset-2" target="_blank" rel="noopener noreferrer">{file.fileName}</a> ({readableSize(file.size)})
                      </p>
                    ) : null}
                    {uploadsOpen && item.status !== 'accepted' ? (
                      <PortalUpload token={token} travellerId={traveller.id} itemId={item.id} label={item.label} replacing={Boolean(file)} />
                    ) : null}
                  </li>
                );
              })}
            </ul>
          </div>
        ))}
      </section>

      <section aria-labelledby="timeline-heading" className="card p-5 sm:p-7">
        <h2 id="timeline-heading" className="font-display text-lg font-bold text-navy-900">
          Updates
        </h2>
        <ol className="mt-3 space-y-3">
          {[...events].reverse().map((event) => (
            <li key={event._id} className="border-l-2 border-gold-400 pl-3">
              <p className="text-sm text-ink">{event.text}</p>
              <p className="text-xs text-muted">
                <time dateTime={event.at}>{dubaiTime(event.at)}</time>
              </p>
            </li>
          ))}
        </ol>
      </section>
    </div>
  );
}
