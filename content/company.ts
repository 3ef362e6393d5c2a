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
  address: {
    street: 'Umm Hurair 2',
    locality: 'Dubai',
    country: 'United Arab Emirates',
    countryCode: 'AE',
    display: 'Umm Hurair 2, Dubai, UAE',
  },
  hours: {
    display: 'Monday to Friday, 9AM to 6PM',
    closed: 'Saturday and Sunday: closed',
    /** For structured data. */
    days: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
    opens: '09:00',
    closes: '18:00',
  },
  stats: [
    { value: '120+', label: 'Countries' },
    { value: '10,000+', label: 'Happy clients' },
    { value: '5+', label: 'Years of experience' },
  ],
  rating: { stars: 5, source: 'Google reviews' },
  support: '24/7 support',
  social: [
    { network: 'Instagram', href: 'https://www.instagram.com/ztartvisa' },
    { network: 'YouTube', href: 'https://www.youtube.com/@ztartvisa' },
    { network: 'LinkedIn', href: 'https://www.linkedin.com/company/ztartvisa' },
    { network: 'X', href: 'https://x.com/ztartvisa' },
  ],
  copyrightYear: 2024,
} as const;

export type Company = typeof company;
