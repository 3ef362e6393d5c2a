import { RETENTION_SETTING_NAMES, type RetentionSettings } from './retention-settings';
import { counted } from './counted';

/**
 * Every place this system keeps personal data, how long and why: what the owner's page
 * /admin/privacy/retention shows and what the privacy policy's retention sentences are written
 * from. The figures come from the RetentionSettings the worker enforces, never from text, and
 * lib/privacy/retention-map.test.ts proves each place is emptied at its age on both stores.
 *
 * To add a place: add its key to
 * RETENTION_PLACE_KEYS, its figure to RetentionSettings if it has one of its own, its entry to
 * PLACES (the compiler asks for it), its deletion to the worker, and its check to the test (the
 * test fails for a key without one).
 */
export const RETENTION_PLACE_KEYS = ['submissions', 'career-applications', 'outbox', 'crm-deliveries', 'audit', 'cases', 'documents', 'privacy-requests', 'do-not-contact'] as const;
export type RetentionPlaceKey = (typeof RETENTION_PLACE_KEYS)[number];


/** How long a place keeps its data. */
export type KeptFor =
  /** Deleted this many days after its starting event, by the worker. */
  | { kind: 'days'; days: number; setting: keyof RetentionSettings }
  /** Part of another place's records, deleted with them. */
  | { kind: 'with'; place: RetentionPlaceKey; days: number; setting: keyof RetentionSettings }
  /** Kept while something holds (a mark kept until the person withdraws it), not for a number of days. */
  | { kind: 'until'; condition: string };

export interface RetentionPlace {
  key: RetentionPlaceKey;
  label: string;
  /** What it holds, in plain words. */
  holds: string;
  kept: KeptFor;
  /** The event the days are counted from. */
  countedFrom: string;
  why: string;
  /** What deletes it, and anything it does not reach. */
  deletion: string;
}

type PlaceEntry = Omit<RetentionPlace, 'key'>;

const days = (settings: RetentionSettings, setting: keyof RetentionSettings): KeptFor => ({ kind: 'days', days: settings[setting], setting });

const PLACES: Record<RetentionPlaceKey, (settings: RetentionSettings) => PlaceEntry> = {
  submissions: (settings) => ({
    label: 'Enquiries from the website',
    holds: 'Consultation, call-back, lead and contact forms: name, phone, e-mail, the message, where the visitor came from, the sales pipeline’s notes and the delivery history.',
    kept: days(settings, 'submissionDays'),
    countedFrom: 'The day it was sent, once every channel (e-mail, CRM) has it or was skipped. One whose delivery failed or is still pending stays until staff deal with it.',
    why: 'Sales calls back within days and works the lead in the CRM; the website’s copy is needed only until it has reached the team.',
    deletion: 'The worker’s hourly retention pass (lib/leads/retention.ts).',
  }),
  'career-applications': (settings) => ({
    label: 'Career applications',
    holds: 'Name, e-mail, preferred location, position and message of people applying for a job.',
    kept: days(settings, 'submissionDays'),
    countedFrom: 'The day it was sent, whatever its delivery.',
    why: 'The e-mail to the team is what is worked on; the website does not need to keep applicants’ details.',
    deletion: 'The worker’s hourly retention pass (lib/leads/retention.ts).',
  }),
  outbox: (settings) => ({
    label: 'E-mail files in the outbox',
    holds: 'Copies of e-mails written as .eml files to DATA_DIR/outbox when no mail server is set: enquiries, staff invitations with their link, case e-mails.',
    kept: days(settings, 'submissionDays'),
    countedFrom: 'The day the file was written. A copy goes sooner with what it copies: a deleted enquiry or case, an invitation no longer open.',
    why: 'They exist only where no mail server is set (a developer’s setup) and must not outlive the records they copy.',
    deletion: 'The worker’s hourly retention pass (lib/leads/outbox.ts).',
  }),
  'crm-deliveries': (settings) => ({
    label: 'CRM deliveries',
    holds: 'Each enquiry’s delivery history: when it was sent to the CRM and by e-mail, the attempts and errors.',
    kept: { kind: 'with', place: 'submissions', days: settings.submissionDays, setting: 'submissionDays' },
    countedFrom: 'It is part of the enquiry and is deleted with it. The CRM’s own copy of the lead is outside this system and kept under the CRM’s rules.',
    why: 'Staff need it to retry a failed delivery; once the enquiry is delivered and old enough, nothing is left to retry.',
    deletion: 'With the enquiry, by the worker’s retention pass; the CRM’s copy is deleted in the CRM.',
  }),
  audit: (settings) => ({
    label: 'Audit log',
    holds: 'Who on the staff did what and when, from which address: sign-ins, exports, changes to leads and cases, documents opened. It names records by id and staff by e-mail.',
    kept: days(settings, 'auditDays'),
    countedFrom: 'The moment of the entry.',
    why: 'To find out who opened or changed personal data, and to investigate a misuse or a breach long after it happened.',
    deletion: 'The worker’s hourly retention pass (lib/audit/audit-repository.ts deleteBefore).',
  }),
  cases: (settings) => ({
    label: 'Cases',
    holds: 'Each visa application: applicant and travellers, travel dates, stages, checklist, the timeline, the applicant’s portal links and the case e-mails.',
    kept: days(settings, 'caseDays'),
    countedFrom: 'The day the case first reached Passport returned or Closed.',
    why: 'Applicants come back for the next trip and ask about a past application; after that the record is no longer needed. Invoices are kept in the accounts, not here.',
    deletion: 'The worker’s hourly case retention job (lib/cases/case-retention.ts); the audit log keeps the case’s id only.',
  }),
  documents: (settings) => ({
    label: 'Applicants’ documents',
    holds: 'Passport scans, photos, bank statements and the other files applicants upload, encrypted, with their file records.',
    kept: days(settings, 'documentDays'),
    countedFrom: 'The day the case was submitted to the embassy or visa centre; at once for a case closed without submission.',
    why: 'They are needed to prepare and submit the application; the privacy policy promises their deletion soon after.',
    deletion: 'The worker’s hourly documents job (lib/cases/document-retention.ts).',
  }),
  'privacy-requests': (settings) => ({
    label: 'Requests about people’s own data',
    holds: 'A request for a copy, a correction or erasure: its kind, dates and outcome in counts. The e-mail or mobile it was about only until it is answered (a copy: until its page closes, 7 days later); after that a code name (a keyed hash) instead.',
    kept: days(settings, 'requestDays'),
    countedFrom: 'The day the request was made. One never confirmed lapses after 7 days and forgets its e-mail or mobile then.',
    why: 'To show, if asked, that each request was answered and when, without keeping what was erased.',
    deletion: 'The worker’s hourly privacy job (lib/privacy/request-retention.ts).',
  }),
  'do-not-contact': () => ({
    label: 'Do-not-contact list',
    holds: 'Mobile numbers whose owners told us not to call or message them again: the number, who marked it and when, and the reason they gave.',
    kept: { kind: 'until', condition: 'we stop calling people altogether (never deleted by age)' },
    countedFrom: 'The day the number was marked. It stays when the person’s other data is erased, since it is what keeps us from calling them again.',
    why: 'The UAE’s telemarketing rules forbid calling or messaging a number again after its owner said no; forgetting the number would forget the no.',
    deletion: 'None by the worker, on purpose; the retention test proves it keeps an old mark.',
  }),
};

/** The map, in the order the page lists it. */
export function retentionMap(settings: RetentionSettings): RetentionPlace[] {
  return RETENTION_PLACE_KEYS.map((key) => ({ key, ...PLACES[key](settings) }));
}

/** The number of days a place keeps its data, or null for one kept while a condition holds. */
export function keptDays(place: RetentionPlace): number | null {
  return place.kept.kind === 'until' ? null : place.kept.days;
}

/** "30 days", "730 days (2 years)". */
export function daysText(count: number): string {
  return count >= 365 && count % 365 === 0 ? `${counted(count, 'day')} (${counted(count / 365, 'year')})` : counted(count, 'day');
}

/** How long, as the page shows it. */
export function keptForText(kept: KeptFor, map?: readonly RetentionPlace[]): string {
  if (kept.kind === 'until') return `Until ${kept.condition}`;
  if (kept.kind === 'with') return `With the ${(map?.find((place) => place.key === kept.place)?.label ?? kept.place).toLowerCase()}: ${daysText(kept.days)}`;
  return daysText(kept.days);
}

/** Where the figure is set. */
export const settingOf = (kept: KeptFor): string | null => (kept.kind === 'until' ? null : RETENTION_SETTING_NAMES[kept.setting]);

/** The days a place of the map keeps its data; an error for a place kept while a condition holds. */
export function daysOf(map: readonly RetentionPlace[], key: RetentionPlaceKey): number {
  const place = map.find((candidate) => candidate.key === key);
  const count = place ? keptDays(place) : null;
  if (count === null) throw new Error(`The retention map has no number of days for ${key}.`);
  return count;
}

/**
 * The privacy policy's sentences on how long data is kept (content/privacy-policy.ts places them;
 * lib/privacy/retention-policy-ar.ts writes the same figures in Arabic).
 */
export interface PolicyRetentionSentences {
  documents: string;
  cases: string;
  enquiries: string;
  audit: string;
  /** The end of the sentence on children's documents. */
  childrenDocuments: string;
}

export function policyRetentionSentences(map: readonly RetentionPlace[]): PolicyRetentionSentences {
  const documents = daysOf(map, 'documents');
  const enquiries = daysOf(map, 'submissions');
  const careers = daysOf(map, 'career-applications');
  return {
    documents: `Copies and scans of your documents are deleted within ${counted(documents, 'day')} after your visa application is submitted.`,
    cases: `The record of your application on our systems, with its progress, our e-mails to you and your private link, is deleted ${daysText(daysOf(map, 'cases'))} after your passport is returned or the application is closed.`,
    enquiries: `Enquiries sent through our website are deleted from it ${counted(enquiries, 'day')} after they are sent, once they have reached our team, and job applications ${counted(careers, 'day')} after they are sent; the copy in our lead management service is kept under that service's own rules.`,
    audit: `Our record of which staff member opened or changed your information is kept for ${daysText(daysOf(map, 'audit'))}.`,
    childrenDocuments: `including deletion within ${counted(documents, 'day')} after submission`,
  };
}
