import 'server-only';
import { company } from '@/content/company';
import { getEnv } from '@/lib/config/env';
import { DEFAULT_LOCALE, type Locale } from '@/lib/i18n/locales';
import { companyFactsItem, presentCompanyFacts } from '@/lib/site-lists/company-facts-definition';
import { getSiteListItems } from '@/lib/site-lists/site-lists';

export type CompanyFacts = Awaited<ReturnType<typeof getCompanyFacts>>;

/** Company facts with the phone, e-mail and WhatsApp overrides from the environment applied. */
export function getCompany() {
  const env = getEnv();
  const phone = env.COMPANY_PHONE ?? company.phone;
  return {
    ...company,
    phone,
    /** For tel: links. */
    phoneHref: `tel:${phone.replace(/[^\d+]/g, '')}`,
    email: env.COMPANY_EMAIL ?? company.email,
    whatsapp: env.COMPANY_WHATSAPP ?? company.whatsapp,
    whatsappHref: `https://wa.me/${env.COMPANY_WHATSAPP ?? company.whatsapp}`,
  };
}

/**
 * The contact facts with what owners keep in the admin (licence, office, hours, rating), as every
 * public page shows them, in the page's language (`await getLocale()`: hours written in Arabic,
 * the office's Arabic words where owners gave them): read through the cached list, so a save
 * shows on the next page view. A stored copy the definition no longer accepts reads as the seed
 * rather than breaking every page. The language is named by the caller: this module is also part
 * of the worker, route handlers and the instrumentation, where no page's language exists.
 */
export async function getCompanyFacts(locale: Locale = DEFAULT_LOCALE) {
  const [stored] = await getSiteListItems('company');
  const parsed = companyFactsItem.safeParse(stored);
  const facts = parsed.success ? parsed.data : companyFactsItem.parse(company.facts);
  return { ...getCompany(), ...presentCompanyFacts(facts, company.country, locale) };
}
