import { company } from '@/content/company';
import { companyFaqs } from '@/content/company-faqs';
import { homeFaqs } from '@/content/home-faqs';
import { jobs } from '@/content/jobs';
import { landingFaqs } from '@/content/landing-faqs';
import { testimonials } from '@/content/testimonials';
import type { SiteListName } from '@/lib/site-lists/site-list-definitions';
import type { StoredSiteListItem } from '@/lib/site-lists/site-list-repository';
import { arabicSeedSiteLists as arabic } from './ar/site-lists';
import { withSeedArabicRows } from './with-arabic';

/**
 * The lists as the site first shipped them: a new store, and once a store from before
 * the lists were stored, starts from these; staff then edit them under "Site content".
 * Each row carries its Arabic from content/seed/ar/site-lists.ts, stamped as translated.
 */
export const seedSiteLists: { [Name in SiteListName]: StoredSiteListItem<Name>[] } = {
  testimonials: withSeedArabicRows(testimonials, arabic.testimonials, 'testimonials'),
  jobs: withSeedArabicRows(jobs, arabic.jobs, 'jobs'),
  'company-faqs': withSeedArabicRows(companyFaqs, arabic['company-faqs'], 'company-faqs'),
  'landing-faqs': withSeedArabicRows(landingFaqs, arabic['landing-faqs'], 'landing-faqs'),
  'home-faqs': withSeedArabicRows(homeFaqs, arabic['home-faqs'], 'home-faqs'),
  company: withSeedArabicRows([company.facts], arabic.company, 'company'),
};
