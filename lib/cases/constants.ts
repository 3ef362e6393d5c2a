/**
 * The fixed facts of cases: their stages in order, the checklist's states, the portal's limits and
 * the documents' retention. One place, read by the services, the pages and the tests.
 */

/** Where an application stands, in order; `closed` may also be reached from any earlier stage. */
export const CASE_STAGES = [
  'documents_requested',
  'documents_complete',
  'appointment_booked',
  'submitted',
  'decision',
  'passport_returned',
  'closed',
] as const;
export type CaseStage = (typeof CASE_STAGES)[number];

export const STAGE_LABELS: Record<CaseStage, string> = {
  documents_requested: 'Documents requested',
  documents_complete: 'Documents complete',
  appointment_booked: 'Appointment booked',
  submitted: 'Submitted',
  decision: 'Decision',
  passport_returned: 'Passport returned',
  closed: 'Closed',
};

/** What the applicant reads as the next thing to do (or to wait for) at each stage. */
export const NEXT_STEP: Record<CaseStage, string> = {
  documents_requested: 'Upload the documents on your checklist below. We check each one and tell you if anything needs to be sent again.',
  documents_complete: 'We have everything we need. Your consultant is booking your appointment at the visa centre.',
  appointment_booked: 'Go to your appointment on the date below with your original passport and the documents on your checklist.',
  submitted: 'Your application is with the embassy. Nothing to do: we tell you as soon as there is a decision.',
  decision: 'The decision is in. Your consultant will arrange the return of your passport.',
  passport_returned: 'Your passport is back with you. Have a good trip!',
  closed: 'This application is closed.',
};

export const DECISIONS = ['approved', 'refused'] as const;
export type Decision = (typeof DECISIONS)[number];
export const DECISION_LABELS: Record<Decision, string> = { approved: 'Approved', refused: 'Refused' };

/** A checklist item: nothing yet, a file to check, checked and fine, or to be sent again (with a reason the applicant reads). */
export const ITEM_STATUSES = ['waiting', 'received', 'accepted', 'resend'] as const;
export type ItemStatus = (typeof ITEM_STATUSES)[number];
export const ITEM_STATUS_LABELS: Record<ItemStatus, string> = {
  waiting: 'Waiting',
  received: 'Received',
  accepted: 'Accepted',
  resend: 'Please send again',
};

/** Files an applicant may upload, by their content (never their name). */
export const DOCUMENT_TYPES = ['application/pdf', 'image/jpeg', 'image/png', 'image/webp'] as const;
export type DocumentType = (typeof DOCUMENT_TYPES)[number];
export const MAX_DOCUMENT_BYTES = 10 * 1024 * 1024;
/** Images are re-encoded (without their metadata) no larger than this on either side. */
export const MAX_DOCUMENT_IMAGE_SIDE = 3000;
export const MAX_DOCUMENT_IMAGE_PIXELS = 60_000_000;

/** The privacy policy's promise: documents go this many days after the case is submitted (or closed without it). */
export const DOCUMENT_RETENTION_DAYS = 30;
/** How often the worker looks for documents due for deletion. */
export const DOCUMENT_RETENTION_EVERY_MS = 60 * 60_000;

/** How long a portal link works, unless revoked sooner. */
export const PORTAL_LINK_TTL_DAYS = 120;
/** A code e-mailed to open the portal on a new device: its length, lifetime and tries. */
export const PORTAL_CODE_DIGITS = 6;
export const PORTAL_CODE_TTL_MS = 15 * 60_000;
export const PORTAL_CODE_MAX_TRIES = 5;
/** How long a device that typed the code stays trusted for that link. */
export const PORTAL_DEVICE_TTL_DAYS = 90;

/** Once this many cases of a visa have a decision, the expected window comes from them. */
export const OWN_CASES_FOR_ESTIMATE = 20;
/** Decided cases read for that estimate (the most recent). */
export const OWN_CASES_SAMPLE = 200;

/** Cases a page of the staff list shows. */
export const CASES_PAGE_SIZE = 50;
/** Travellers on one case, and items on one traveller's checklist. */
export const MAX_TRAVELLERS = 9;
export const MAX_CHECKLIST_ITEMS = 30;

/** Items every checklist starts with when the visa page lists no documents. */
export const DEFAULT_CHECKLIST = ['Passport (bio page)', 'Passport-style photograph'];
