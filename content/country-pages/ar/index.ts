import type { CountryPageFields } from '@/lib/country-pages/country-page-definition';
import type { ArabicOf } from '@/lib/i18n/translatable';
import { australiaVisaDubaiAr } from './australia-visa-dubai';
import { canadaTouristVisaFromDubaiAr } from './canada-tourist-visa-from-dubai';
import { italyVisitVisaFromDubaiAr } from './italy-visit-visa-from-dubai';
import { switzerlandVisaFromDubaiAr } from './switzerland-visa-from-dubai';
import { ukVisitVisaFromDubaiAr } from './uk-visit-visa-from-dubai';
import { franceVisaDubaiAr } from './france-visa-dubai';
import { japanVisitVisaFromDubaiAr } from './japan-visit-visa-from-dubai';
import { spainVisaDubaiAr } from './spain-visa-dubai';
import { turkeyVisaFromDubaiAr } from './turkey-visa-from-dubai';
import { usaVisitVisaFromDubaiAr } from './usa-visit-visa-from-dubai';

/** A country page's words in Arabic, under the English fields' names (content/seed/country-pages.ts puts them in place). */
export type CountryPageArabic = ArabicOf<CountryPageFields>;

/** The Arabic of each seeded country page, by slug. */
export const arabicCountryPages: Readonly<Record<string, CountryPageArabic>> = {
  'australia-visa-dubai': australiaVisaDubaiAr,
  'uk-visit-visa-from-dubai': ukVisitVisaFromDubaiAr,
  'italy-visit-visa-from-dubai': italyVisitVisaFromDubaiAr,
  'canada-tourist-visa-from-dubai': canadaTouristVisaFromDubaiAr,
  'switzerland-visa-from-dubai': switzerlandVisaFromDubaiAr,
  'france-visa-dubai': franceVisaDubaiAr,
  'spain-visa-dubai': spainVisaDubaiAr,
  'turkey-visa-from-dubai': turkeyVisaFromDubaiAr,
  'japan-visit-visa-from-dubai': japanVisitVisaFromDubaiAr,
  'usa-visit-visa-from-dubai': usaVisitVisaFromDubaiAr,
};
