import type { Locale } from '@/lib/i18n/locales';
import type { LeadSource } from './lead-source-shape';

/**
 * The contract between the visitor forms (browser) and the server entry that takes them:
 *
 *   POST /api/forms/{kind}        kind: callback | consultation | lead | contact | career
 *   body (JSON): { fields: {...the form's fields}, idempotencyKey: uuid, startedAt: ms, website: '', source?: LeadSource,
 *                  consent: { notice: version, marketing: boolean, page: path | null }, locale?: 'en' | 'ar' }
 *
 * `idempotencyKey` is made once per form fill (crypto.randomUUID()) and sent again on a retry, so
 * a double click or a retried request stores one submission. `startedAt` is when the form was
 * shown (Date.now()); `website` is a honeypot input hidden from people, left empty. `source` is
 * where the lead came from (lib/leads/lead-source.ts); one that does not fit is dropped, never refused.
 * `consent` names the notice shown beside the button (lib/privacy/consent-notices.ts; an unknown
 * version is refused as a form out of date), whether the separate marketing box was ticked, and
 * the page's path: stored with the submission as the proof of what the visitor agreed to.
 * `locale` is the page's language: every message of the answer is in it (the catalogue's `forms`
 * area, lib/leads/form-messages.ts), and the lead records it; without it the `Referer`'s path
 * decides, else English.
 *
 * Answers (JSON, always this shape), in the form's language:
 *   201 stored (also for a repeat of the same key): message = forms.success[kind]
 *   400 invalid input: message + fieldErrors { field: [messages] } using the schema's messages
 *   429 too many submissions: message, and a Retry-After header (seconds)
 *   503 could not be stored: message = forms.server.notStored; nothing was saved, the visitor retries
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
  locale?: Locale;
}

/**
 * A form sent sooner than this after it was shown is taken for a bot's and refused. The forms'
 * own script waits out the rest before sending, so a quick person (autofill, one field) is not.
 */
export const MIN_FILL_MS = 2_000;

/** How far ahead of the server's a visitor's clock may be (startedAt in the future) and still count as a person's. */
export const MAX_CLOCK_AHEAD_MS = 5 * 60_000;

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
  /** The language the form was rendered in: the answer's, and the lead's. */
  locale: 'form_locale',
} as const;

export const FORM_ANSWER_PATH = '/form-answer';
/** The answer page's query parameter: the sealed answer (values, messages or the thank-you). */
export const FORM_ANSWER_PARAM = 'a';
