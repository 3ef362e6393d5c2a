import type { Job } from './types';

/** Locations offered in the career application form (spec section 5). */
export const careerLocations = ['India', 'Qatar'] as const;

/** Designations offered in the career application form (spec section 5). */
export const careerDesignations = [
  'Product Designer',
  'Engineering Manager',
  'Account Executive',
  'SEO Marketing Manager',
] as const;

export type CareerLocation = (typeof careerLocations)[number];
export type CareerDesignation = (typeof careerDesignations)[number];

/** The four open positions on /career. `jobtype` is the country, `jobtym` the employment type. */
export const jobs: Job[] = [
  {
    title: 'Product Designer',
    desc: 'Design the online journeys our clients use to find the right visa, book a consultation and follow their application. You will turn research and client feedback into clear, accessible interfaces for web and mobile, working closely with our consultants and engineers. A strong portfolio and experience with modern design tools are essential.',
    jobtype: 'India',
    jobtym: 'Full-time',
  },
  {
    title: 'Engineering Manager',
    desc: 'Lead a small team building the website, lead management tools and internal systems that support thousands of visa applications. You will plan and prioritise work, mentor developers and keep our platform secure, fast and reliable. Hands-on experience with TypeScript and web applications, and with managing engineers, is required.',
    jobtype: 'India',
    jobtym: 'Full-time',
  },
  {
    title: 'Account Executive',
    desc: 'Build relationships with companies, travel agencies and frequent travellers who need dependable visa support. You will manage a pipeline of corporate accounts, understand each client’s travel needs and work with our consultants to deliver a smooth service. Experience in B2B sales, ideally in travel or professional services, is preferred.',
    jobtype: 'Qatar',
    jobtym: 'Full-time',
  },
  {
    title: 'SEO Marketing Manager',
    desc: 'Own our organic growth by planning content, improving our visa and blog pages and tracking how travellers find us in search. You will work with consultants to turn their expertise into accurate, helpful articles and measure results with analytics tools. Proven results in SEO and content marketing are essential.',
    jobtype: 'Qatar',
    jobtym: 'Full-time',
  },
];
