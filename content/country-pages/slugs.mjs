/**
 * The country pages' slugs. Plain JavaScript so next.config.mjs can read them: the bare
 * top-level addresses (/australia-visa-dubai, …) redirect permanently to /visa/{slug} (DESIGN.md,
 * Routes). content/country-pages/slugs.test.ts checks the list matches the pages.
 */
export const COUNTRY_PAGE_SLUGS = [
  'australia-visa-dubai',
  'uk-visit-visa-from-dubai',
  'italy-visit-visa-from-dubai',
  'canada-tourist-visa-from-dubai',
  'switzerland-visa-from-dubai',
  'france-visa-dubai',
  'spain-visa-dubai',
  'turkey-visa-from-dubai',
  'japan-visit-visa-from-dubai',
  'usa-visit-visa-from-dubai',
];
