import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import type { Locale } from '@/lib/i18n/locales';
import { getLocale } from '@/lib/i18n/server';
import { FORM_FIELDS } from '@/lib/leads/form-fields';
import { localTime } from '@/lib/privacy/local-time';
import type { PersonalDataCopy } from '@/lib/privacy/personal-data';

/** Text kept as it was written (staff's notes, a visa's English title): marked English on an Arabic page. */
const AsWritten = ({ children, locale }: { children: ReactNode; locale: Locale }) => (locale === 'ar' ? <span lang="en" dir="ltr">{children}</span> : <>{children}</>);

function Rows({ rows }: { rows: [string, ReactNode][] }) {
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

/**
 * The readable copy of what we hold about a person, in the page's language: the same content as
 * the JSON file. What people typed and staff wrote stays as it was written.
 */
export async function PersonalDataView({ copy }: { copy: PersonalDataCopy }) {
  const [t, cases, locale] = await Promise.all([getTranslations('privacy.view'), getTranslations('email.cases'), getLocale()]);
  const when = (iso: string) => localTime(iso, locale);
  /** A field's label in the page's language, found through the form's field map. */
  const labelOf = (kind: PersonalDataCopy['submissions'][number]['kind'], label: string) => {
    const common = FORM_FIELDS[kind].find((field) => field.label === label)?.common;
    return common ? t(`fields.${common}`) : label;
  };
  return (
    <div className="space-y-8">
      <section aria-labelledby="copy-submissions">
        <h2 id="copy-submissions" className="heading-3">
          {t('submissions', { count: copy.submissions.length })}
        </h2>
        {copy.submissions.length === 0 ? <p className="mt-2 text-sm text-muted">{t('none')}</p> : null}
        {copy.submissions.map((submission) => (
          <article key={submission.reference} className="card mt-4 p-5">
            <h3 className="font-semibold text-navy-900">
              {t(`forms.${submission.kind}`)}, {when(submission.sentAt)}
            </h3>
            <Rows
              rows={[
                ...Object.entries(submission.fields).map(([label, value]): [string, ReactNode] => [labelOf(submission.kind, label), <bdi key={label}>{value}</bdi>]),
                [t('sentFrom'), submission.page ? <bdi dir="ltr">{submission.page}</bdi> : t('notRecorded')],
                [
                  t('told'),
                  submission.consent ? <span lang={submission.consent.language}>{`“${submission.consent.told ?? submission.consent.version}”`}</span> : t('notRecorded'),
                ],
                [t('marketing'), submission.marketing ? t('marketingYes', { at: when(submission.marketing.at) }) : t('marketingNo')],
                [t('stage'), t(`stages.${submission.stage as 'new'}`)],
                ...submission.notes.map((note, index): [string, ReactNode] => [t('note', { number: index + 1, at: when(note.at) }), <AsWritten key={index} locale={locale}>{note.text}</AsWritten>]),
                [t('reference'), <bdi key="reference">{submission.reference}</bdi>],
              ]}
            />
          </article>
        ))}
      </section>
      <section aria-labelledby="copy-cases">
        <h2 id="copy-cases" className="heading-3">
          {t('applications', { count: copy.cases.length })}
        </h2>
        {copy.cases.length === 0 ? <p className="mt-2 text-sm text-muted">{t('none')}</p> : null}
        {copy.cases.map((record) => (
          <article key={record.reference} className="card mt-4 p-5">
            <h3 className="font-semibold text-navy-900">
              <AsWritten locale={locale}>{record.visa}</AsWritten>: {locale === 'ar' ? cases(`stages.${record.stageKey}`) : record.stage}
            </h3>
            <Rows
              rows={[
                [t('applicant'), <bdi key="applicant">{`${record.applicant.name}, ${record.applicant.email}${record.applicant.phone ? `, +971 ${record.applicant.phone}` : ''}`}</bdi>],
                [t('travellers'), record.travellers.map((traveller) => traveller.name).join(', ')],
                [t('opened'), when(record.openedAt)],
                [t('appointment'), record.appointment ? <bdi key="appointment">{`${record.appointment.centre}, ${record.appointment.date} ${record.appointment.time}`}</bdi> : t('noAppointment')],
                [
                  t('documents'),
                  record.documents.length ? <bdi key="documents">{record.documents.map((file) => `${file.fileName} (${Math.ceil(file.bytes / 1024)} KB)`).join(', ')}</bdi> : t('noDocuments'),
                ],
                [t('emails'), String(record.messages.length)],
                [t('reference'), <bdi key="reference">{record.reference}</bdi>],
              ]}
            />
            <h4 className="mt-4 text-sm font-semibold text-navy-900">{t('timeline')}</h4>
            <ol className="mt-2 space-y-1 text-sm text-ink">
              {record.timeline.map((event, index) => (
                <li key={index}>
                  <span className="text-muted">{when(event.at)}:</span> <AsWritten locale={locale}>{event.text}</AsWritten>
                </li>
              ))}
            </ol>
          </article>
        ))}
      </section>
    </div>
  );
}
