import { fromLegacyCountryPage } from '@/lib/country-pages/legacy-fields';
import { type NewCountryPage, newCountryPageSchema } from '@/lib/country-pages/country-page-definition';
import { translated } from '@/lib/i18n/translatable';
import { countryPages } from '../country-pages';
import { arabicCountryPages } from '../country-pages/ar';

/**
 * The ten country pages a new store starts with: the pages the site first rendered, kept in
 * content/country-pages as their source (in the old site's field names, read into today's here). Staff edit the stored copies; these are never
 * written over them (lib/seed/ensure-seeded.ts).
 */
export const seedCountryPages: readonly NewCountryPage[] = countryPages.map((page) => {
  const parsed = newCountryPageSchema.parse(fromLegacyCountryPage(page));
  return translated(parsed, arabicCountryPages[parsed.slug] ?? {});
});
