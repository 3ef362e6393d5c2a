import { translated } from '@/lib/i18n/translatable';
import type { FeeLineInput as FeeLine, VisaFactsInput as VisaFactsFields } from '@/lib/visa-facts/visa-facts-definition';
import { arabicSeedFeeLabels, arabicSeedVisaFacts, type SeedFeeLabel } from './ar/visa-facts';

/**
 * The starting facts of the site's visa pages, in AED at the rates of November 2026.
 * They are nobody's check: the seed stamps them with no staff member, the pages say where they
 * come from and as of when (not who checked them), and the re-check queue lists them until a
 * consultant confirms or corrects each one.
 */
export const SEED_FACTS_CHECKED = { by: { id: null, name: 'Starting figures' }, at: '2026-11-02T06:00:00.000Z' } as const;

/** Where each page's starting figures were read: the official source a visitor can check them against. */
export interface FactsSource {
  name: string;
  url: string;
}

const SCHENGEN_CODE: FactsSource = { name: 'the EU visa code (fees) and the visa centre’s price list', url: 'https://home-affairs.ec.europa.eu/policies/schengen-borders-and-visa/visa-policy_en' };

export const seedFactSources: Record<string, FactsSource> = {
  'france-visa-dubai': { name: 'France-Visas', url: 'https://france-visas.gouv.fr/' },
  'italy-visit-visa-from-dubai': SCHENGEN_CODE,
  'spain-visa-dubai': SCHENGEN_CODE,
  'switzerland-visa-from-dubai': SCHENGEN_CODE,
  'germany-visa-from-dubai': SCHENGEN_CODE,
  'netherlands-visa-from-dubai': SCHENGEN_CODE,
  'greece-visa-from-dubai': SCHENGEN_CODE,
  'portugal-visa-from-dubai': SCHENGEN_CODE,
  'uk-visit-visa-from-dubai': { name: 'GOV.UK (UK Visas and Immigration)', url: 'https://www.gov.uk/standard-visitor' },
  'usa-visit-visa-from-dubai': { name: 'travel.state.gov (U.S. Department of State)', url: 'https://travel.state.gov/content/travel/en/us-visas/tourism-visit/visitor.html' },
  'canada-tourist-visa-from-dubai': { name: 'Immigration, Refugees and Citizenship Canada', url: 'https://www.canada.ca/en/immigration-refugees-citizenship/services/visit-canada.html' },
  'australia-visa-dubai': { name: 'the Australian Department of Home Affairs', url: 'https://immi.homeaffairs.gov.au/visas/getting-a-visa/visa-listing/visitor-600' },
  'japan-visit-visa-from-dubai': { name: 'the Consulate-General of Japan in Dubai', url: 'https://www.dubai.uae.emb-japan.go.jp/' },
  'turkey-visa-from-dubai': { name: 'the Republic of Türkiye e-Visa site', url: 'https://www.evisa.gov.tr/' },
  'ireland-visa-from-dubai': { name: 'Irish Immigration Service', url: 'https://www.irishimmigration.ie/' },
  'new-zealand-visa-from-dubai': { name: 'Immigration New Zealand', url: 'https://www.immigration.govt.nz/' },
  'singapore-visa-from-dubai': { name: 'Singapore’s Immigration & Checkpoints Authority', url: 'https://www.ica.gov.sg/' },
  'south-korea-visa-from-dubai': { name: 'the Korea Visa Portal', url: 'https://www.visa.go.kr/' },
};

/** A fee line with its name in Arabic: only a name content/seed/ar/visa-facts.ts translates is accepted. */
const line = (kind: FeeLine['kind'], label: SeedFeeLabel, amountAed: number, refundable = false): FeeLine =>
  translated({ kind, label, amountAed, refundable }, { label: arabicSeedFeeLabels[label] });
const government = (label: SeedFeeLabel, amountAed: number) => line('government', label, amountAed);
const centre = (label: SeedFeeLabel, amountAed: number) => line('centre', label, amountAed);
const optional = (label: SeedFeeLabel, amountAed: number) => line('optional', label, amountAed);
const service = (amountAed: number) => line('service', 'Ztart Visa file preparation and booking', amountAed, true);

/** The visa centres that take Schengen applications in Dubai. */
type SchengenCentre = 'TLScontact' | 'VFS Global' | 'BLS International' | 'Global Visa Center';

const SERVICE_FEE_NOTE = 'Government and visa centre fees are paid in AED at the day’s rate and are not refunded if a visa is refused. Our fee is refunded in full if we cannot submit your file.';

/** The Schengen short-stay visa is the same at every member's centre in Dubai; the centre differs. */
function schengen(centreName: SchengenCentre, centreFee: number): VisaFactsFields {
  return {
    kinds: ['tourist', 'business', 'schengen'],
    fees: [government('Schengen visa fee (EUR 90)', 367), centre(`${centreName} service charge` as const, centreFee), optional('Premium lounge at the centre', 220), optional('Courier of the passport to your door', 60), service(399)],
    processingDays: { min: 10, max: 15 },
    appointmentDays: { min: 7, max: 30 },
    validity: 'Up to 5 years',
    entries: 'multiple',
    maxStay: '90 days in any 180',
    feeNote: SERVICE_FEE_NOTE,
  };
}

const englishFacts = {
  'france-visa-dubai': schengen('TLScontact', 120),
  'italy-visit-visa-from-dubai': schengen('VFS Global', 135),
  'spain-visa-dubai': schengen('BLS International', 125),
  'switzerland-visa-from-dubai': schengen('VFS Global', 135),
  'germany-visa-from-dubai': schengen('VFS Global', 135),
  'netherlands-visa-from-dubai': schengen('VFS Global', 135),
  'greece-visa-from-dubai': schengen('Global Visa Center', 110),
  'portugal-visa-from-dubai': schengen('VFS Global', 135),
  'uk-visit-visa-from-dubai': {
    kinds: ['tourist', 'business'],
    fees: [government('Standard Visitor visa, 6 months (GBP 127)', 610), optional('Priority decision (GBP 500)', 2400), optional('Keep your passport while you wait', 330), service(499)],
    processingDays: { min: 15, max: 21 },
    appointmentDays: { min: 5, max: 14 },
    validity: '6 months, or 2, 5 or 10 years',
    entries: 'multiple',
    maxStay: 'Up to 6 months per visit',
    feeNote: SERVICE_FEE_NOTE,
  },
  'usa-visit-visa-from-dubai': {
    kinds: ['tourist', 'business'],
    fees: [government('B1/B2 application fee (USD 185)', 680), service(499)],
    processingDays: { min: 3, max: 10 },
    appointmentDays: { min: 60, max: 300 },
    validity: 'Up to 10 years',
    entries: 'multiple',
    maxStay: 'Decided at entry, usually up to 6 months',
    feeNote: SERVICE_FEE_NOTE,
  },
  'canada-tourist-visa-from-dubai': {
    kinds: ['tourist', 'business'],
    fees: [government('Visitor visa fee (CAD 100)', 270), government('Biometrics (CAD 85)', 230), centre('VFS Global service charge', 75), optional('Courier of the passport to your door', 60), service(499)],
    processingDays: { min: 20, max: 90 },
    appointmentDays: { min: 3, max: 10 },
    validity: 'Up to 10 years',
    entries: 'multiple',
    maxStay: 'Up to 6 months per visit',
    feeNote: SERVICE_FEE_NOTE,
  },
  'australia-visa-dubai': {
    kinds: ['tourist', 'business', 'e-visa'],
    fees: [government('Visitor visa, subclass 600 (AUD 200)', 485), service(399)],
    processingDays: { min: 15, max: 35 },
    appointmentDays: null,
    validity: 'Up to 5 years',
    entries: 'multiple',
    maxStay: 'Up to 3 months per visit',
    feeNote: SERVICE_FEE_NOTE,
  },
  'japan-visit-visa-from-dubai': {
    kinds: ['tourist', 'e-visa'],
    fees: [government('Single-entry visa fee', 75), centre('VFS Global service charge', 100), service(299)],
    processingDays: { min: 5, max: 7 },
    appointmentDays: { min: 2, max: 7 },
    validity: '90 days from issue',
    entries: 'single',
    maxStay: 'Up to 90 days',
    feeNote: SERVICE_FEE_NOTE,
  },
  'turkey-visa-from-dubai': {
    kinds: ['tourist', 'e-visa'],
    fees: [government('e-Visa fee (USD 60)', 220), service(199)],
    processingDays: { min: 1, max: 3 },
    appointmentDays: null,
    validity: '180 days',
    entries: 'multiple',
    maxStay: 'Up to 90 days within 180 days',
    feeNote: SERVICE_FEE_NOTE,
  },
  'ireland-visa-from-dubai': {
    kinds: ['tourist', 'business'],
    fees: [government('Short-stay visa fee (EUR 60)', 245), centre('VFS Global service charge', 110), service(399)],
    processingDays: { min: 20, max: 40 },
    appointmentDays: { min: 5, max: 15 },
    validity: 'Dates of your trip',
    entries: 'single',
    maxStay: 'Up to 90 days',
    feeNote: SERVICE_FEE_NOTE,
  },
  'new-zealand-visa-from-dubai': {
    kinds: ['tourist', 'e-visa'],
    fees: [government('Visitor visa fee (NZD 341)', 760), government('Visitor levy (NZD 100)', 225), service(399)],
    processingDays: { min: 20, max: 30 },
    appointmentDays: null,
    validity: 'Up to 18 months',
    entries: 'multiple',
    maxStay: 'Up to 9 months in 18 months',
    feeNote: SERVICE_FEE_NOTE,
  },
  'singapore-visa-from-dubai': {
    kinds: ['tourist', 'business', 'e-visa'],
    fees: [government('Visa fee (SGD 30)', 85), service(199)],
    processingDays: { min: 3, max: 5 },
    appointmentDays: null,
    validity: 'Up to 2 years',
    entries: 'multiple',
    maxStay: 'Up to 30 days per visit',
    feeNote: SERVICE_FEE_NOTE,
  },
  'south-korea-visa-from-dubai': {
    kinds: ['tourist', 'business'],
    fees: [government('Single-entry visa fee (USD 40)', 150), optional('Courier of the passport to your door', 60), service(299)],
    processingDays: { min: 5, max: 10 },
    appointmentDays: { min: 3, max: 10 },
    validity: '3 months',
    entries: 'single',
    maxStay: 'Up to 90 days',
    feeNote: SERVICE_FEE_NOTE,
  },
} satisfies Record<string, VisaFactsFields>;

/** Every page the seed gives starting facts. */
export type SeedFactsSlug = keyof typeof englishFacts;

/**
 * The starting facts with their words in Arabic (content/seed/ar/visa-facts.ts), stamped as
 * translated: the fee names line by line, the validity, stay and fee note per page.
 */
export const seedVisaFacts = Object.fromEntries(
  Object.entries(englishFacts).map(([slug, facts]) => [slug, translated(facts as VisaFactsFields, arabicSeedVisaFacts[slug as SeedFactsSlug])]),
) as { [Slug in SeedFactsSlug]: VisaFactsFields };
