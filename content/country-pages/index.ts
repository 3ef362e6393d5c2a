import type { CountryPage } from '../types';
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

/** The ten country content pages, in display order (spec section 2). */
export const countryPages: CountryPage[] = [
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

/** The country page whose slug (`url`) is `slug`, or undefined. */
export function getCountryPage(slug: string): CountryPage | undefined {
  return countryPages.find((page) => page.url === slug);
}

/** The country pages no stored visa shadows (a stored visa with a page's slug shows in its place). */
export function countryPagesBesides(storedSlugs: Iterable<string>): CountryPage[] {
  const taken = new Set(storedSlugs);
  return countryPages.filter((page) => !taken.has(page.url));
}
