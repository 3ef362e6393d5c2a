import { withArabic } from '@/lib/i18n/translatable';
import { z } from '@/lib/validation/z';
import { optionalText, requiredText } from '../validation/content-fields';

/**
 * The facts a consultant vouches for on a visa page: what it costs in AED and what
 * part of it comes back, how long it takes, and what the visa allows. One definition for the
 * admin form, the store and the API record. The facts are kept apart from the page's text: a
 * re-check stamps them without touching the page, and an edit of the page does not pretend the
 * facts were checked again.
 */

/** What the visa finder filters by; a visa may be of several (a French visit visa is tourist and Schengen). */
export const VISA_KINDS = ['tourist', 'business', 'schengen', 'e-visa'] as const;
export type VisaKind = (typeof VISA_KINDS)[number];
export const VISA_KIND_LABELS: Record<VisaKind, string> = { tourist: 'Tourist', business: 'Business', schengen: 'Schengen', 'e-visa': 'E-visa' };

/** Who is paid: the government, the visa centre (VFS, TLS, BLS), an optional extra, or us. */
export const FEE_KINDS = ['government', 'centre', 'optional', 'service'] as const;
export type FeeKind = (typeof FEE_KINDS)[number];
export const FEE_KIND_LABELS: Record<FeeKind, string> = {
  government: 'Government fee',
  centre: 'Visa centre fee',
  optional: 'Optional service',
  service: 'Our service fee',
};

export const ENTRY_KINDS = ['single', 'double', 'multiple'] as const;
export const ENTRY_LABELS: Record<(typeof ENTRY_KINDS)[number], string> = { single: 'Single entry', double: 'Double entry', multiple: 'Multiple entry' };

/** The most fee lines a visa has (and the rows the admin form offers). */
export const MAX_FEE_LINES = 8;
const MAX_DAYS = 365;
const MAX_AED = 100_000;

const days = (label: string) =>
  z.coerce
    .number({ error: `${label} must be a number of days` })
    .int(`${label} must be a whole number of days`)
    .min(0, `${label} cannot be negative`)
    .max(MAX_DAYS, `${label} must be at most ${MAX_DAYS} days`);

/** A range of days, lowest first; the message names the field a visitor reads. */
const dayRange = (label: string) =>
  z
    .object({ min: days(`${label} (from)`), max: days(`${label} (to)`) })
    .refine((range) => range.max >= range.min, { path: ['max'], message: `${label}: the longest time cannot be shorter than the shortest` });

const feeLineFields = z.object({
  kind: z.enum(FEE_KINDS, { error: 'Choose who the fee is paid to' }),
  label: requiredText('Each fee name', 80),
  amountAed: z.coerce
    .number({ error: 'Each amount must be a number of dirhams' })
    .int('Each amount must be whole dirhams')
    .min(0, 'An amount cannot be negative')
    .max(MAX_AED, `An amount must be at most AED ${MAX_AED.toLocaleString('en')}`),
  refundable: z.boolean().default(false),
});

/** A fee line, its name in Arabic beside it (lib/i18n/translatable.ts). */
export const feeLineSchema = withArabic(feeLineFields, { label: optionalText('Each Arabic fee name', 80).default('') });

const visaFactsFields = z.object({
  kinds: z.array(z.enum(VISA_KINDS), { error: 'Choose the kinds of visa' }).min(1, 'Choose at least one kind of visa').max(VISA_KINDS.length),
  fees: z.array(feeLineSchema).min(1, 'Give at least one fee').max(MAX_FEE_LINES, `At most ${MAX_FEE_LINES} fees`),
  /** Working days from a complete application to the decision. */
  processingDays: dayRange('Processing time'),
  /** Days until the first free appointment at the visa centre; null where no appointment is needed (e-visas). */
  appointmentDays: dayRange('Appointment lead time').nullable(),
  validity: requiredText('Validity', 80),
  entries: z.enum(ENTRY_KINDS, { error: 'Choose the entries allowed' }),
  maxStay: requiredText('Maximum stay', 80),
  /** What the visitor should know about the fees (exchange rate, when a fee comes back). */
  feeNote: optionalText('Fee note', 300).default(''),
});

/** The facts' words in Arabic; numbers, days and kinds are written in Arabic from the facts themselves. */
export const visaFactsDefinition = withArabic(visaFactsFields, {
  validity: optionalText('Arabic validity', 80).default(''),
  maxStay: optionalText('Arabic maximum stay', 80).default(''),
  feeNote: optionalText('Arabic fee note', 300).default(''),
});

export type VisaFactsFields = z.output<typeof visaFactsDefinition>;
export type FeeLine = VisaFactsFields['fees'][number];
/** Facts as a save gives them: the Arabic and the fingerprints may be left out (the seed, a test). */
export type VisaFactsInput = z.input<typeof visaFactsDefinition>;
export type FeeLineInput = z.input<typeof feeLineSchema>;

/** What a visitor pays at least: every fee that is not an optional extra. */
export function feeFromAed(fees: readonly FeeLine[]): number {
  return fees.filter((fee) => fee.kind !== 'optional').reduce((sum, fee) => sum + fee.amountAed, 0);
}

/** "5–10 working days", "15 days", "same day". */
export function formatDayRange(range: { min: number; max: number }, unit = 'days'): string {
  if (range.max === 0) return 'Same day';
  return range.min === range.max ? `${range.max} ${unit}` : `${range.min}–${range.max} ${unit}`;
}

export const formatAed = (amount: number) => `AED ${amount.toLocaleString('en')}`;

/** Where staff add or check one visa page's facts. */
export const factsEditHref = (slug: string) => `/admin/visa-facts/${slug}`;
