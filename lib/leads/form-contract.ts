import type { SubmissionKind } from '@/lib/leads/submission-repository';
import type { LeadSource } from './lead-source-shape';

/**
 * The contract between the visitor forms (browser) and the server entry that takes them:
 *
 *   POST /api/forms/{kind}        kind: callback | consultation | lead | contact | career
 *   body (JSON): { fields: {...the form's fields}, idempotencyKey: uuid, startedAt: ms, website: '', source?: LeadSource,
 *                  consent: { notice: version, marketing: boolean, page: path | null } }
 *
 * `idempotencyKey` is made once per form fill (crypto.randomUUID()) and sent again on a retry, so
 * a double click or a retried request stores one submission. `startedAt` is when the form was
 * shown (Date.now()); `website` is a honeypot input hidden from people, left empty. `source` is
 * where the lead came from (lib/leads/lead-source.ts); one that does not fit is dropped, never refused.
 * `consent` names the notice shown beside the button (lib/privacy/consent-notices.ts; an unknown
 * version is refused as a form out of date), whether the separate marketing box was ticked, and
 * the page's path: stored with the submission as the proof of what the visitor agreed to.
 *
 * Answers (JSON, always this shape):
 *   201 stored (also for a repeat of the same key): message = SUCCESS_MESSAGES[kind]
 *   400 invalid input: message + fieldErrors { field: [messages] } using the schema's messages
 *   429 too many submissions: message, and a Retry-After header (seconds)
 *   503 could not be stored: message = NOT_STORED_MESSAGE; nothing was saved, the visitor retries
 *
 *   GET /api/forms/countries → { statusCode: 200, message, data: [{ countryId, countryName }] }
 *   (the CRM's country list, cached, or the static list when the CRM is not configured or down)
 */
export interface FormAnswer {
  statusCode: number;
  message: string;
  data?: { id: string };
  fieldErrors?: Record<string, string[]>;
}

export interface CountryOption {
  countryId: string;
  countryName: string;
}

export interface FormRequestBody<Fields> {
  fields: Fields;
  idempotencyKey: string;
  startedAt: number;
  website: string;
  source?: LeadSource;
  consent: { notice: string; marketing: boolean; page: string | null };
}

/** The toasts of spec section 8, shown only when the server stored the submission. */
export const SUCCESS_MESSAGES: Record<SubmissionKind, string> = {
  callback: 'Message sent successfully',
  consultation: 'Submission Successful',
  lead: 'Submission Successful',
  contact: 'Message sent successfully',
  career: 'Send successfully!',
};

export const ERROR_MESSAGES: Record<SubmissionKind, string> = {
  callback: 'Error sending email',
  consultation: 'Please fill out all fields to proceed',
  lead: 'Please fill out all fields to proceed',
  contact: 'Error sending email',
  career: 'Failed to submit application. Please try again.',
};

/**
 * A form sent sooner than this after it was shown is taken for a bot's and refused. The forms'
 * own script waits out the rest before sending, so a quick person (autofill, one field) is not.
 */
export const MIN_FILL_MS = 2_000;

/** How far ahead of the server's a visitor's clock may be (startedAt in the future) and still count as a person's. */
export const MAX_CLOCK_AHEAD_MS = 5 * 60_000;

/**
 * The 503 answer's message: the form was complete, but could not be saved (the database did not
 * answer). Not the spec's 'Please fill out all fields to proceed', which would send a visitor
 * looking for a field they missed.
 */
export const NOT_STORED_MESSAGE = 'We could not save your request just now. Please try again in a moment.';

/** The 400 answer's message for a form sent sooner than MIN_FILL_MS after it was shown. */
export const MIN_TIME_MESSAGE = 'Please take a moment to check your details and try again';

export { formEndpoint } from './form-endpoint';
export const COUNTRIES_ENDPOINT = '/api/forms/countries';

/**
 * The same forms sent without JavaScript: a plain `<form method="post">` to POST /api/forms/{kind}
 * (application/x-www-form-urlencoded) with the form's own fields by name, `website` (the
 * honeypot), `marketing` ('on' when ticked) and these hidden fields. The answer is a 303 to
 * FORM_ANSWER_PATH, a page rendered for that request: the thank-you, or the form again with the
 * visitor's values and the field messages (lib/leads/form-post.ts).
 */
export const PLAIN_FORM_FIELDS = {
  /** The consent notice's version, as rendered beside the button. */
  notice: 'form_notice',
  /** The visa or country of the page the form is on, the lead's topic. */
  topic: 'form_topic',
  /** Only on the answer page, rendered per request: the fill's idempotency key and when it was shown. */
  key: 'form_key',
  startedAt: 'form_started',
  /** Only on the answer page: the page the form was first sent from, still the lead's page. */
  page: 'form_page',
} as const;

export const FORM_ANSWER_PATH = '/form-answer';
/** The answer page's query parameter: the sealed answer (values, messages or the thank-you). */
export const FORM_ANSWER_PARAM = 'a';
