import type { CompanyText } from '../company';

/** What the site says about the company, in Arabic: the same as ../company.ts's `companyText`. */
export const companyText: CompanyText = {
  tagline: 'تأشيرتك في موعدها، مضمونة',
  country: { name: 'الإمارات العربية المتحدة', short: 'الإمارات' },
  stats: [
    { value: '120+', label: 'دولة' },
    { value: '10,000+', label: 'عميل سعيد' },
    { value: '5+', label: 'سنوات من الخبرة' },
  ],
};

/**
 * The Arabic of the office's facts a new store starts with, under the English fields' names
 * (../company.ts puts them beside the English). Owners edit both under "Site content".
 */
export const companyFactsInArabic = {
  street: 'أم هرير 2',
  locality: 'دبي',
};
