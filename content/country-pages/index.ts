import type { SeedCountryPage } from '../types';
import { australiaVisaDubai } from './australia-visa-dubai';
import { ukVisitVisaFromDubai } from './uk-visit-visa-from-dubai';
import { italyVisitVisaFromDubai } from './italy-visit-visa-from-dubai';
import { canadaTouristVisaFromDubai } from './canada-tourist-visa-from-dubai';
import { switzerlandVisaFromDubai } from './switzerland-visa-from-dubai';
import { franceVisaDubai } from './france-visa-dubai';
import { spainVisaDubai } from './spain-visa-dubai';
import { turkeyVisaFromDubai } from './turkey-visa-from-dubai';
import { japanVisitVisaFromDubai } from './japan-visit-visa-from-dubai';
import { usaVisitVisaFromDubai } from './usa-visit-visa-from-dubai';

export {
  australiaVisaDubai,
  ukVisitVisaFromDubai,
  italyVisitVisaFromDubai,
  canadaTouristVisaFromDubai,
  switzerlandVisaFromDubai,
  franceVisaDubai,
  spainVisaDubai,
  turkeyVisaFromDubai,
  japanVisitVisaFromDubai,
  usaVisitVisaFromDubai,
};

/**
 * The ten country content pages, in display order (spec section 2): the seed records of the
 * store's country pages (content/seed/country-pages.ts). The site reads the pages from the store
 * (lib/country-pages/country-pages.ts), where staff edit them; these are what a new store starts with.
 */
export const countryPages: SeedCountryPage[] = [
  australiaVisaDubai,
  ukVisitVisaFromDubai,
  italyVisitVisaFromDubai,
  canadaTouristVisaFromDubai,
  switzerlandVisaFromDubai,
  franceVisaDubai,
  spainVisaDubai,
  turkeyVisaFromDubai,
  japanVisitVisaFromDubai,
  usaVisitVisaFromDubai,
];
