import type { CountryPageFields } from '@/lib/country-pages/country-page-definition';
import type { ArabicOf } from '@/lib/i18n/translatable';
import { franceVisaDubaiAr } from './france-visa-dubai';
import { japanVisitVisaFromDubaiAr } from './japan-visit-visa-from-dubai';
import { spainVisaDubaiAr } from './spain-visa-dubai';
import { turkeyVisaFromDubaiAr } from './turkey-visa-from-dubai';
import { usaVisitVisaFromDubaiAr } from './usa-visit-visa-from-dubai';

/** A country page's words in Arabic, under the English fields' names (content/seed/country-pages.ts puts them in place). */
export type CountryPageArabic = ArabicOf<CountryPageFields>;

/** The Arabic of each seeded country page, by slug. */
export const arabicCountryPages: Readonly<Record<string, CountryPageArabic>> = {
  'france-visa-dubai': franceVisaDubaiAr,
  'spain-visa-dubai': spainVisaDubaiAr,
  'turkey-visa-from-dubai': turkeyVisaFromDubaiAr,
  'japan-visit-visa-from-dubai': japanVisitVisaFromDubaiAr,
  'usa-visit-visa-from-dubai': usaVisitVisaFromDubaiAr,
};
