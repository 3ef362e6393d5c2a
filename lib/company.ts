import 'server-only';
import { company } from '@/content/company';
import { getEnv } from '@/lib/config/env';

export type CompanyFacts = ReturnType<typeof getCompany>;

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
