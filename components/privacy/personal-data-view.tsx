import { dubaiTime } from '@/lib/dubai-time';
import type { PersonalDataCopy } from '@/lib/privacy/personal-data';

function Rows({ rows }: { rows: [string, string][] }) {
  return (
    <dl className="mt-3 grid grid-cols-[max-content_1fr] gap-x-4 gap-y-1.5 text-sm">
      {rows.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="font-medium text-muted">{label}</dt>
          <dd className="break-words text-ink">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The readable copy of what we hold about a person: the same content as the JSON file. */
export function PersonalDataView({ copy }: { copy: PersonalDataCopy }) {
  return (
    <div className="space-y-8">
      <section aria-labelledby="copy-submissions">
        <h2 id="copy-submissions" className="heading-3">
          Requests you sent us ({copy.submissions.length})
        </h2>
        {copy.submissions.length === 0 ? <p className="mt-2 text-sm text-muted">None.</p> : null}
        {copy.submissions.map((submission) => (
          <article key={submission.reference} className="card mt-4 p-5">
            <h3 className="font-semibold text-navy-900">
              {submission.form}, {dubaiTime(submission.sentAt)}
            </h3>
            <Rows
              rows={[
                ...Object.entries(submission.fields),
                ['Sent from', submission.page ?? 'not recorded'],
                ['You were told', submission.consent ? `“${submission.consent.told ?? submission.consent.version}”` : 'not recorded'],
                ['Marketing', submission.marketing ? `yes, since ${dubaiTime(submission.marketing.at)}` : 'no'],
                ['Where it stands', submission.stage],
                ...submission.notes.map((note, index): [string, string] => [`Note ${index + 1} (${dubaiTime(note.at)})`, note.text]),
                ['Reference', submission.reference],
              ]}
            />
          </article>
        ))}
      </section>
      <section aria-labelledby="copy-cases">
        <h2 id="copy-cases" className="heading-3">
          Your applications ({copy.cases.length})
        </h2>
        {copy.cases.length === 0 ? <p className="mt-2 text-sm text-muted">None.</p> : null}
        {copy.cases.map((record) => (
          <article key={record.reference} className="card mt-4 p-5">
            <h3 className="font-semibold text-navy-900">
              {record.visa}: {record.stage}
            </h3>
            <Rows
              rows={[
                ['Applicant', `${record.applicant.name}, ${record.applicant.email}${record.applicant.phone ? `, +971 ${record.applicant.phone}` : ''}`],
                ['Travellers', record.travellers.map((traveller) => traveller.name).join(', ')],
                ['Opened', dubaiTime(record.openedAt)],
                ['Appointment', record.appointment ? `${record.appointment.centre}, ${record.appointment.date} ${record.appointment.time}` : 'none'],
                ['Documents kept', record.documents.length ? record.documents.map((file) => `${file.fileName} (${Math.ceil(file.bytes / 1024)} KB)`).join(', ') : 'none'],
                ['E-mails to you', String(record.messages.length)],
                ['Reference', record.reference],
              ]}
            />
            <h4 className="mt-4 text-sm font-semibold text-navy-900">Timeline</h4>
            <ol className="mt-2 space-y-1 text-sm text-ink">
              {record.timeline.map((event, index) => (
                <li key={index}>
                  <span className="text-muted">{dubaiTime(event.at)}:</span> {event.text}
                </li>
              ))}
            </ol>
          </article>
        ))}
      </section>
    </div>
  );
}
