import { translated } from '@/lib/i18n/translatable';
import { companyFactsInArabic, companyText as arabicText } from './ar/company';

/**
 * Company facts shown across the site (spec section 1 and 9). Phone, e-mail and WhatsApp number
 * are defaults: `lib/company.ts` applies the COMPANY_PHONE / COMPANY_EMAIL / COMPANY_WHATSAPP
 * overrides from the environment, so pages must read them through `getCompany()`, not from here.
 */
export const company = {
  name: 'Ztart Visa',
  legalName: 'Ztart Visa Services',
  tagline: 'Visa on time, guaranteed',
  phone: '+971 4 358 7410',
  email: 'info@ztartvisa.ae',
  /** International format without "+" or spaces, as chat links need it. */
  whatsapp: '971543587410',
  /** The country the office is in; the rest of the address is in `facts`. */
  country: { name: 'United Arab Emirates', short: 'UAE', code: 'AE' },
  /**
   * What a new store starts with for the facts owners edit under "Site content" (lib/site-lists/
   * company-facts-definition.ts): pages read the stored copy. No licence number and no rating
   * until an owner enters the real ones: the site never shows one nobody can look up. The
   * office's words come with their Arabic (./ar/company.ts).
   */
  facts: translated(
    {
      licence: '',
      licenceAuthority: '',
      street: 'Umm Hurair 2',
      locality: 'Dubai',
      mapUrl: '',
      firstDay: 'Monday',
      lastDay: 'Friday',
      opens: '09:00',
      closes: '18:00',
      ratingValue: '',
      ratingCount: '',
      ratingSource: '',
      ratingUrl: '',
    } as const,
    companyFactsInArabic,
  ),
  stats: [
    { value: '120+', label: 'Countries' },
    { value: '10,000+', label: 'Happy clients' },
    { value: '5+', label: 'Years of experience' },
  ],
  social: [
    { network: 'Instagram', href: 'https://www.instagram.com/ztartvisa' },
    { network: 'YouTube', href: 'https://www.youtube.com/@ztartvisa' },
    { network: 'LinkedIn', href: 'https://www.linkedin.com/company/ztartvisa' },
    { network: 'X', href: 'https://x.com/ztartvisa' },
  ],
  copyrightYear: 2024,
} as const;

export type Company = typeof company;

/** What the site says about the company in words, in one language: ./ar/company.ts has the same in Arabic. */
export interface CompanyText {
  tagline: string;
  /** The country the office is in, in full and as pages shorten it. */
  country: { name: string; short: string };
  /** The figures (spec: 120+ countries, 10,000+ clients, 5+ years), each with what it counts. */
  stats: readonly { value: string; label: string }[];
}

export const companyText: CompanyText = {
  tagline: company.tagline,
  country: { name: company.country.name, short: company.country.short },
  stats: company.stats,
};

/** The company's words in each language, for `inLocale`. */
export const companyTexts = { en: companyText, ar: arabicText } as const;
