import 'server-only';
import { FORM_TITLES, labelledFields } from '@/lib/leads/form-fields';
import type { Store } from '@/lib/store/store';
import { type CaseStage, STAGE_LABELS } from '@/lib/cases/constants';
import type { Locale } from '@/lib/i18n/locales';
import type { SubmissionKind } from '@/lib/leads/submission-repository';
import { noticeText } from './consent-notices';
import type { DataSubject } from './subject';

/**
 * Everything we hold about one person, found by their e-mail or UAE mobile: what a copy request
 * answers (as JSON and as a page) and what an erasure removes. Nothing about anyone else: only
 * submissions sent with that very number or address, and the cases whose applicant it is.
 */
export interface PersonalDataCopy {
  about: { kind: 'e-mail' | 'mobile'; value: string };
  madeAt: string;
  /** The number's do-not-contact mark, when it has one. */
  doNotContact: { markedAt: string; reason: string | null } | null;
  submissions: Array<{
    reference: string;
    /** Which form (callback, consultation, lead, contact, career): what the page names in its language. */
    kind: SubmissionKind;
    form: string;
    sentAt: string;
    fields: Record<string, string>;
    page: string | null;
    /** `told` in the language it was shown in (`language`). */
    consent: { told: string | null; version: string; page: string | null; at: string; language: Locale } | null;
    /** The language of the page it was sent from. */
    language: Locale;
    marketing: { version: string; at: string } | null;
    stage: string;
    notes: Array<{ at: string; text: string }>;
  }>;
  cases: Array<{
    reference: string;
    visa: string;
    stage: string;
    /** The stage's code (documents_requested, …): what the page names in its language. */
    stageKey: CaseStage;
    openedAt: string;
    applicant: { name: string; email: string; phone: string | null };
    travellers: Array<{ name: string; checklist: Array<{ document: string; status: string; reason: string | null }> }>;
    travelDates: { from: string | null; to: string | null };
    appointment: { centre: string; date: string; time: string } | null;
    timeline: Array<{ at: string; text: string }>;
    documents: Array<{ fileName: string; type: string; bytes: number; uploadedAt: string }>;
    messages: Array<{ to: string; subject: string; createdAt: string }>;
  }>;
}

const subjectFilter = (subject: DataSubject) => (subject.channel === 'email' ? { email: subject.value } : { phone: subject.value });

export async function personalDataOf(store: Store, subject: DataSubject, now: Date): Promise<PersonalDataCopy> {
  const [submissions, cases, mark] = await Promise.all([
    store.submissions.listAbout(subjectFilter(subject)),
    store.cases.listForApplicant(subjectFilter(subject)),
    subject.channel === 'phone' ? store.doNotContact.find(subject.value) : null,
  ]);
  return {
    about: { kind: subject.channel === 'email' ? 'e-mail' : 'mobile', value: subject.channel === 'email' ? subject.value : `+971 ${subject.value}` },
    madeAt: now.toISOString(),
    doNotContact: mark ? { markedAt: mark.markedAt, reason: mark.reason } : null,
    submissions: submissions.map((submission) => ({
      reference: submission._id,
      kind: submission.kind,
      form: FORM_TITLES[submission.kind],
      sentAt: submission.createdAt,
      fields: labelled(submission),
      page: submission.source?.page ?? null,
      consent: submission.consent
        ? {
            told: noticeText(submission.consent.notice, submission.consent.language ?? 'en'),
            version: submission.consent.notice,
            page: submission.consent.page,
            at: submission.consent.at,
            language: submission.consent.language ?? 'en',
          }
        : null,
      language: submission.language,
      marketing: submission.marketing ? { version: submission.marketing.notice, at: submission.marketing.at } : null,
      stage: submission.pipeline.stage,
      notes: submission.pipeline.notes.map((note) => ({ at: note.at, text: note.text })),
    })),
    cases: await Promise.all(
      cases.map(async (record) => {
        const [events, files, notices] = await Promise.all([
          store.caseEvents.list(record._id),
          store.caseFiles.listForCase(record._id),
          store.caseNotices.listForCase(record._id),
        ]);
        return {
          reference: record._id,
          visa: record.visa.title,
          stage: STAGE_LABELS[record.stage],
          stageKey: record.stage,
          openedAt: record.createdAt,
          applicant: record.applicant,
          travellers: record.travellers.map((traveller) => ({
            name: traveller.name,
            checklist: traveller.checklist.map((item) => ({ document: item.label, status: item.status, reason: item.reason })),
          })),
          travelDates: { from: record.travelFrom, to: record.travelTo },
          appointment: record.appointment ? { centre: record.appointment.centre, date: record.appointment.date, time: record.appointment.time } : null,
          timeline: events.map((event) => ({ at: event.at, text: event.text })),
          documents: files.map((file) => ({ fileName: file.fileName, type: file.contentType, bytes: file.size, uploadedAt: file.uploadedAt })),
          messages: notices.map((notice) => ({ to: notice.to, subject: notice.subject, createdAt: notice.createdAt })),
        };
      }),
    ),
  };
}

/** A submission's fields under the labels its form showed. */
const labelled = (submission: Parameters<typeof labelledFields>[0]): Record<string, string> =>
  Object.fromEntries(labelledFields(submission).filter((field) => field.value !== '').map((field) => [field.label, field.value]));
