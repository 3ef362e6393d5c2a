import { countryPages } from '../country-pages';
import type { SeedCountryPage } from '../types';

/**
 * The ten country pages a new store starts with (issue #22): the pages the code used to render,
 * kept in content/country-pages as their source. Staff edit the stored copies; these are never
 * written over them (lib/seed/ensure-seeded.ts).
 */
export const seedCountryPages: readonly SeedCountryPage[] = countryPages;
