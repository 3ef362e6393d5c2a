import { landingAssurances, landingCommunity, visaAnalysisCamp } from '@/content/home';
import type { Locale } from '@/lib/i18n/locales';
import { ENGLISH_BLOCK } from '@/lib/i18n/translatable';

/**
 * The landing page's assurance points, community section and 'Visa Analysis Camp' (content/home.ts)
 * for a page in `locale`, with `lang`: the attributes each of those blocks takes. Their Arabic is
 * content/ar/home.ts, written with the home page; until it is there, an Arabic page shows the
 * English, marked lang="en" dir="ltr". Once it is: `inLocale(locale, { en, ar })` here and `lang: {}`.
 */
export function landingCopy(locale: Locale) {
  return {
    assurances: landingAssurances,
    community: landingCommunity,
    camp: visaAnalysisCamp,
    lang: locale === 'en' ? {} : ENGLISH_BLOCK,
  };
}

export type LandingCopy = ReturnType<typeof landingCopy>;
