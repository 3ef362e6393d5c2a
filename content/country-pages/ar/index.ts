import type { CountryPageFields } from '@/lib/country-pages/country-page-definition';
import type { ArabicOf } from '@/lib/i18n/translatable';

/** A country page's words in Arabic, under the English fields' names (content/seed/country-pages.ts puts them in place). */
export type CountryPageArabic = ArabicOf<CountryPageFields>;

/** The Arabic of each seeded country page, by slug. */
export const arabicCountryPages: Readonly<Record<string, CountryPageArabic>> = {};
