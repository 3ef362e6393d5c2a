import { DEFAULT_LOCALE, LOCALES, type Locale } from '@/lib/i18n/locales';
import { splitLocale } from '@/lib/i18n/paths';
import { MESSAGES } from '@/lib/i18n/messages';
import { z } from '@/lib/validation/z';
import { catalogue } from './catalogue';

/** The visitor forms' messages in one language (messages/{en,ar}/forms.json), for the server's answers. */
export const formsText = (locale: Locale) => catalogue(locale, 'forms');

/**
 * How long to wait, in words of the visitor's language: seconds under a minute and a half, else
 * whole minutes ("45 seconds", "3 minutes"; Arabic takes its own number agreement from Intl).
 */
export function waitText(seconds: number, locale: Locale): string {
  const [value, unit] = seconds < 90 ? [seconds, 'second'] : [Math.ceil(seconds / 60), 'minute'];
  return new Intl.NumberFormat(locale === 'ar' ? 'ar-AE' : 'en-GB', { style: 'unit', unit, unitDisplay: 'long' }).format(value);
}

/**
 * The language of the page a form was sent from, when the request names no language of its own:
 * the path of its `Referer` (`/ar/contact` is Arabic), else English.
 */
export function refererLocale(request: Request): Locale {
  const referer = request.headers.get('referer');
  if (!referer || !URL.canParse(referer)) return DEFAULT_LOCALE;
  return splitLocale(new URL(referer).pathname).locale;
}

/** The language a form names (its body's `locale`, a plain form's hidden `form_locale`): one of the site's. */
export const formLocaleSchema = z.enum(LOCALES);

/** The spec's English texts of the forms' answers, as the tests and the end-to-end specs read them. */
const english = MESSAGES.en.forms;
export const SUCCESS_MESSAGES = english.success;
export const ERROR_MESSAGES = english.failure;
export const MIN_TIME_MESSAGE = english.server.tooSoon;
export const NOT_STORED_MESSAGE = english.server.notStored;
export const PHONE_MESSAGE = english.validation.phone;
