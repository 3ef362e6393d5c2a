import { company } from '@/content/company';
import { companyFaqs } from '@/content/company-faqs';
import { homeFaqs } from '@/content/home-faqs';
import { jobs } from '@/content/jobs';
import { landingFaqs } from '@/content/landing-faqs';
import { testimonials } from '@/content/testimonials';
import type { SiteListName } from '@/lib/site-lists/site-list-definitions';
import type { StoredSiteListItem } from '@/lib/site-lists/site-list-repository';

/**
 * The lists as the site first shipped them: a new store, and once a store from before
 * the lists were stored, starts from these; staff then edit them under "Site content".
 */
export const seedSiteLists: { [Name in SiteListName]: StoredSiteListItem<Name>[] } = {
  testimonials,
  jobs,
  'company-faqs': companyFaqs,
  'landing-faqs': landingFaqs,
  'home-faqs': homeFaqs,
  company: [company.facts],
};
