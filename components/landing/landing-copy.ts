import * as homeAr from '@/content/ar/home';
import * as home from '@/content/home';
import { inLocale, type Locale } from '@/lib/i18n/locales';

/**
 * The landing page's assurance points, community section and 'Visa Analysis Camp' for a page in
 * `locale` (content/home.ts, content/ar/home.ts), both written in full.
 */
export function landingCopy(locale: Locale) {
  const copy = inLocale(locale, { en: home, ar: homeAr });
  return { assurances: copy.landingAssurances, community: copy.landingCommunity, camp: copy.visaAnalysisCamp };
}

export type LandingCopy = ReturnType<typeof landingCopy>;
