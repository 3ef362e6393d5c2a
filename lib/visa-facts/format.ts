import { type FactsSource, seedFactSources } from '@/content/seed/visa-facts';
import type { Locale } from '@/lib/i18n/locales';
import type { VisaFacts } from './visa-facts-repository';

/** The day facts were checked, as the visa pages and the admin show it ("2 November 2026", Dubai's calendar). */
const dayFormat = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Asia/Dubai' });

export const checkedOn = (iso: string) => dayFormat.format(new Date(iso));

/**
 * A day as a public page in `locale` writes it: "2 December 2026", or "2 ديسمبر 2026" (ar-AE
 * keeps the Western digits the UAE uses), in Dubai's calendar.
 */
const dayFormats: Readonly<Record<Locale, Intl.DateTimeFormat>> = {
  en: dayFormat,
  ar: new Intl.DateTimeFormat('ar-AE', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Asia/Dubai', numberingSystem: 'latn' }),
};

export const dayIn = (iso: string, locale: Locale) => dayFormats[locale].format(new Date(iso));

/** Whole dirhams with the thousands grouped, in Western digits in both languages ("1,200"). */
export const groupedAmount = (amount: number) => amount.toLocaleString('en');

/**
 * The messages of the `visas` catalogue the facts are written with: what
 * `getTranslations('visas')` gives a page, narrowed to what these helpers ask of it (a unit test
 * passes a translator of its own).
 */
type FactsMessage =
  | 'facts.sameDay'
  | 'facts.workingDays'
  | 'facts.workingDaysRange'
  | 'facts.appointmentIn'
  | 'facts.appointmentInRange'
  | 'facts.noAppointment'
  | 'facts.aed'
  | 'facts.from';
export type FactsTranslate = (key: FactsMessage, values?: Record<string, string | number>) => string;

type DayRange = { min: number; max: number };

/** Working days to a decision: "Same day", "5 working days", "5–10 working days" (Arabic plurals by the catalogue's ICU rules). */
export function processingText(t: FactsTranslate, range: DayRange): string {
  if (range.max === 0) return t('facts.sameDay');
  return range.min === range.max ? t('facts.workingDays', { count: range.max }) : t('facts.workingDaysRange', { min: range.min, max: range.max });
}

/** When the first appointment is free: "In 3–10 days", "Same day", or none needed (e-visas). */
export function appointmentText(t: FactsTranslate, range: DayRange | null): string {
  if (range === null) return t('facts.noAppointment');
  if (range.max === 0) return t('facts.sameDay');
  return range.min === range.max ? t('facts.appointmentIn', { count: range.max }) : t('facts.appointmentInRange', { min: range.min, max: range.max });
}

/** An amount in dirhams: "AED 1,200", "1,200 درهم". */
export const amountText = (t: FactsTranslate, amount: number) => t('facts.aed', { amount: groupedAmount(amount) });

/** The lowest total: "From AED 1,200", "من 1,200 درهم". */
export const feeFromText = (t: FactsTranslate, amount: number) => t('facts.from', { amount: groupedAmount(amount) });

/**
 * Where a page's facts stand: checked by a staff member (a person signed it in the admin), or the
 * starting figures nobody has checked yet, with the official source they were read from (null for
 * a page the seed gave no source, such as a renamed one).
 */
export type FactsProvenance = { kind: 'checked'; by: string; at: string } | { kind: 'source'; source: FactsSource | null; at: string };

export function factsProvenance(facts: Pick<VisaFacts, 'slug' | 'checkedBy' | 'checkedAt'>): FactsProvenance {
  if (facts.checkedBy.id !== null) return { kind: 'checked', by: facts.checkedBy.name, at: facts.checkedAt };
  return { kind: 'source', source: seedFactSources[facts.slug] ?? null, at: facts.checkedAt };
}

/** The provenance in one sentence for the admin: who checked them, or that nobody has yet. */
export function provenanceText(provenance: FactsProvenance): string {
  if (provenance.kind === 'checked') return `Checked by ${provenance.by} on ${checkedOn(provenance.at)}`;
  const from = provenance.source ? ` from ${provenance.source.name}` : '';
  return `Starting figures${from} as of ${checkedOn(provenance.at)}, not checked by anyone yet`;
}
