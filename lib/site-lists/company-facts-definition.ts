import { company, companyTexts } from '@/content/company';
import type { Locale } from '@/lib/i18n/locales';
import { ENGLISH_BLOCK, localize, withArabic } from '@/lib/i18n/translatable';
import { z } from '@/lib/validation/z';
import { optionalText, requiredText } from '../validation/content-fields';

/**
 * What the business states about itself on every public page: its trade licence, its office, its
 * opening hours and its rating. Owners edit them under "Site content"; content/company.ts is what a
 * new store starts with. Every value is text, as the list editor's inputs send it; the helpers
 * below turn them into what pages show. This module runs in the browser too (the editor's fields).
 */

export const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

const weekday = (label: string) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .transform((value) => value.charAt(0).toUpperCase() + value.slice(1).toLowerCase())
    .pipe(z.enum(WEEKDAYS, { error: `${label} must be a day of the week, such as Monday` }));

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
const time = (label: string) => requiredText(label, 5).regex(TIME, `${label} must be a 24-hour time such as 09:00`);

/** A web address a visitor may follow: https only, so nothing else is ever linked. */
const link = (label: string) => optionalText(label, 500).refine((value) => value === '' || /^https:\/\/[^\s/]+\.[^\s]+$/.test(value), `${label} must start with https://`);

const RATING = /^[1-4](\.\d)?$|^5(\.0)?$/;
const COUNT = /^[1-9]\d{0,6}$/;

/** The rating's fields and their labels: all given, or none (a rating without its source is not shown). */
const RATING_FIELDS = { ratingValue: 'Rating', ratingCount: 'Number of reviews', ratingSource: 'Rated on', ratingUrl: 'Reviews link' } as const;

const companyFactsFields = z
  .object({
    licence: optionalText('Trade licence number', 40),
    licenceAuthority: optionalText('Licensing authority', 80),
    street: requiredText('Street address', 160),
    locality: requiredText('City', 60),
    mapUrl: link('Map link'),
    firstDay: weekday('First open day'),
    lastDay: weekday('Last open day'),
    opens: time('Opens at'),
    closes: time('Closes at'),
    ratingValue: optionalText('Rating', 3).refine((value) => value === '' || RATING.test(value), 'Rating must be a number from 1 to 5, such as 4.8'),
    ratingCount: optionalText('Number of reviews', 7).refine((value) => value === '' || COUNT.test(value), 'Number of reviews must be a whole number'),
    ratingSource: optionalText('Rated on', 60),
    ratingUrl: link('Reviews link'),
  })
  .superRefine((facts, context) => {
    if (WEEKDAYS.indexOf(facts.lastDay) < WEEKDAYS.indexOf(facts.firstDay)) {
      context.addIssue({ code: 'custom', path: ['lastDay'], message: 'The last open day cannot come before the first' });
    }
    if (TIME.test(facts.opens) && TIME.test(facts.closes) && facts.closes <= facts.opens) context.addIssue({ code: 'custom', path: ['closes'], message: 'Closes at must be later than opens at' });
    const keys = Object.keys(RATING_FIELDS) as (keyof typeof RATING_FIELDS)[];
    const given = keys.filter((key) => facts[key] !== '');
    if (given.length > 0 && given.length < keys.length) {
      for (const key of keys) {
        if (facts[key] === '') context.addIssue({ code: 'custom', path: [key], message: `${RATING_FIELDS[key]} is required with a rating (or empty every rating field to show none)` });
      }
    }
    if (facts.licenceAuthority !== '' && facts.licence === '') context.addIssue({ code: 'custom', path: ['licence'], message: 'Trade licence number is required with a licensing authority' });
  });

/** The words of the facts in Arabic; days and times are written in Arabic from the facts themselves. */
export const companyFactsItem = withArabic(companyFactsFields, {
  licenceAuthority: optionalText('Arabic licensing authority', 80).default(''),
  street: optionalText('Arabic street address', 160).default(''),
  locality: optionalText('Arabic city', 60).default(''),
  ratingSource: optionalText('Arabic rated on', 60).default(''),
});

export type CompanyFactsItem = z.output<typeof companyFactsItem>;

/** The editor's inputs, in the order owners read them. */
export const COMPANY_FACTS_FIELDS = [
  { name: 'licence', label: 'Trade licence number', input: 'line', maxLength: 40, optional: true, hint: 'As printed on the licence. Shown on /contact and in the footer; empty hides it.' },
  { name: 'licenceAuthority', label: 'Licensing authority', input: 'line', maxLength: 80, optional: true, hint: 'Who issued it, such as Dubai Department of Economy and Tourism.' },
  { name: 'street', label: 'Street address', input: 'line', maxLength: 160, hint: 'Office, building and street, without the city.' },
  { name: 'locality', label: 'City', input: 'line', maxLength: 60 },
  { name: 'mapUrl', label: 'Map link', input: 'line', maxLength: 500, optional: true, hint: 'The office’s https:// link on a map; empty links a map search for the address.' },
  { name: 'firstDay', label: 'First open day', input: 'line', maxLength: 10, hint: 'A day of the week, such as Monday.' },
  { name: 'lastDay', label: 'Last open day', input: 'line', maxLength: 10, hint: 'A day of the week, such as Friday.' },
  { name: 'opens', label: 'Opens at', input: 'line', maxLength: 5, hint: '24-hour time, such as 09:00.' },
  { name: 'closes', label: 'Closes at', input: 'line', maxLength: 5, hint: '24-hour time, such as 18:00.' },
  { name: 'ratingValue', label: 'Rating', input: 'line', maxLength: 3, optional: true, hint: 'From 1 to 5, such as 4.8. Leave the four rating fields empty to show no rating.' },
  { name: 'ratingCount', label: 'Number of reviews', input: 'line', maxLength: 7, optional: true },
  { name: 'ratingSource', label: 'Rated on', input: 'line', maxLength: 60, optional: true, hint: 'Where the reviews are, such as Google.' },
  { name: 'ratingUrl', label: 'Reviews link', input: 'line', maxLength: 500, optional: true, hint: 'The https:// page where visitors read the reviews.' },
] as const;

/** "9AM", "6:30PM": how the site has always written its hours. */
function clock(value: string): string {
  const [hours = 0, minutes = 0] = value.split(':').map(Number);
  const suffix = hours < 12 ? 'AM' : 'PM';
  const twelve = hours % 12 === 0 ? 12 : hours % 12;
  return `${twelve}${minutes ? `:${String(minutes).padStart(2, '0')}` : ''}${suffix}`;
}

/** "Saturday and Sunday", "Friday, Saturday and Sunday". */
function listed(days: readonly string[]): string {
  return days.length <= 1 ? (days[0] ?? '') : `${days.slice(0, -1).join(', ')} and ${days.at(-1)}`;
}

/**
 * Days and times in Arabic as the UAE writes them (`ar-AE`: Western digits, ص / م): written by
 * Intl from the facts themselves, so an owner's change of hours needs no translation. UTC
 * throughout, so the machine's time zone never moves a day or an hour.
 */
const ARABIC = 'ar-AE';
const arabicDay = (day: Weekday) =>
  new Intl.DateTimeFormat(ARABIC, { weekday: 'long', timeZone: 'UTC' }).format(Date.UTC(2024, 0, 1 + WEEKDAYS.indexOf(day))); // 1 January 2024 was a Monday
const timeOf = (value: string) => {
  const [hours = 0, minutes = 0] = value.split(':').map(Number);
  return Date.UTC(2024, 0, 1, hours, minutes);
};
const arabicTimes = (opens: string, closes: string) =>
  new Intl.DateTimeFormat(ARABIC, { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' }).formatRange(timeOf(opens), timeOf(closes));

/** The hours in words: "Monday to Friday, 9AM to 6PM" / "من الاثنين إلى الجمعة، 9:00 ص – 6:00 م", and the days closed. */
function hoursInWords(facts: CompanyFactsItem, days: readonly Weekday[], closedDays: readonly Weekday[], locale: Locale) {
  if (locale === 'ar') {
    const range = facts.firstDay === facts.lastDay ? arabicDay(facts.firstDay) : `من ${arabicDay(facts.firstDay)} إلى ${arabicDay(facts.lastDay)}`;
    return {
      display: `${range}، ${arabicTimes(facts.opens, facts.closes)}`,
      closed: closedDays.length ? `${new Intl.ListFormat(ARABIC, { type: 'conjunction' }).format(closedDays.map(arabicDay))}: مغلق` : 'مفتوح طوال أيام الأسبوع',
    };
  }
  const range = facts.firstDay === facts.lastDay ? facts.firstDay : `${facts.firstDay} to ${facts.lastDay}`;
  return {
    display: `${range}, ${clock(facts.opens)} to ${clock(facts.closes)}`,
    closed: closedDays.length ? `${listed(closedDays)}: closed` : 'Open every day',
  };
}

/**
 * The facts as pages in `locale` show them: the hours in words and for structured data, the
 * address, the map and the rating (null when unset). On an Arabic page the office's words come
 * from their Arabic fields; where an owner has not given them, the address (or the licensing
 * authority, or the reviews' site) is shown in English, and `lang` marks that block as English.
 */
export function presentCompanyFacts(stored: CompanyFactsItem, country: { name: string; short: string; code: string }, locale: Locale = 'en') {
  const view = localize(stored, locale);
  const facts = view.value;
  const first = WEEKDAYS.indexOf(facts.firstDay);
  const last = WEEKDAYS.indexOf(facts.lastDay);
  const days = WEEKDAYS.slice(first, last + 1);
  const closedDays = WEEKDAYS.filter((day) => !days.includes(day));
  // The address is one line: in Arabic only when its words all are, else wholly in English.
  const addressInEnglish = view.fellBack('street') || view.fellBack('locality');
  const words = addressInEnglish ? { street: stored.street, locality: stored.locality, country } : { ...facts, country: { ...country, ...companyTexts[locale].country } };
  const display = locale === 'ar' && !addressInEnglish ? `${words.street}، ${words.locality}، ${words.country.short}` : `${words.street}, ${words.locality}, ${words.country.short}`;
  // The map searches for the address as the map knows it: in English.
  const englishDisplay = `${stored.street}, ${stored.locality}, ${country.short}`;
  return {
    licence: facts.licence === '' ? null : { number: facts.licence, authority: facts.licenceAuthority || null, authorityLang: view.langOf('licenceAuthority') },
    address: {
      street: words.street,
      locality: words.locality,
      country: words.country.name,
      countryCode: country.code,
      display,
      /** `lang="en" dir="ltr"` where an Arabic page shows the address in English. */
      lang: (addressInEnglish ? ENGLISH_BLOCK : {}) as Partial<typeof ENGLISH_BLOCK>,
      /** The owners' map link, or a map search for the address. */
      mapHref: facts.mapUrl || `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(englishDisplay)}`,
    },
    hours: {
      ...hoursInWords(facts, days, closedDays, locale),
      days,
      opens: facts.opens,
      closes: facts.closes,
    },
    rating:
      facts.ratingValue === ''
        ? null
        : { value: Number(facts.ratingValue), count: Number(facts.ratingCount), source: facts.ratingSource, sourceLang: view.langOf('ratingSource'), href: facts.ratingUrl },
  };
}

export type PresentedCompanyFacts = ReturnType<typeof presentCompanyFacts>;

/** The facts a new store starts with, as pages in `locale` show them (content/company.ts). */
export const presentSeedCompanyFacts = (locale: Locale = 'en') => presentCompanyFacts(companyFactsItem.parse(company.facts), company.country, locale);
