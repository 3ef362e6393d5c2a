import type { CompanyFaq, Job, QuestionAnswer, Testimonial } from '@/content/types';
import type { Capability } from '@/lib/auth/roles';
import { type TranslationKeys, withArabic } from '@/lib/i18n/translatable';
import { z } from '@/lib/validation/z';
import { COMPANY_FACTS_FIELDS, companyFactsItem } from './company-facts-definition';
import { contentFormats, isBlank, optionalText, RICH_TEXT_MAX, requiredText } from '../validation/content-fields';

/**
 * The lists staff edit under "Site content": testimonials, jobs, three FAQ lists, and the
 * company's facts (a list of exactly one, so it is versioned, audited and cached as the others).
 * One zod definition per list's item, with the field names of content/types.ts so the public
 * components read stored items as they read the code's. The service parses `{ items }` with the
 * list's schema, so a refused value is named by its row: `items.2.title`. This module runs in the
 * browser too (the editor's field list), so it must not import the sanitiser.
 */

/** Rich text that must say something once the service has sanitised it (a review). */
const requiredRichText = (label: string) =>
  z
    .string({ error: `${label} must be text` })
    .max(RICH_TEXT_MAX, `${label} is too long (200,000 characters at most)`)
    .refine((html) => !isBlank(html.replace(/<[^>]*>/g, '').replace(/&nbsp;/g, ' ')), `${label} is required`)
    .register(contentFormats, { format: 'html' });

/** How the editor shows a field: one line, a paragraph of plain text, or the rich-text editor. */
export type SiteListInput = 'line' | 'text' | 'html';

export interface SiteListField {
  name: string;
  label: string;
  input: SiteListInput;
  maxLength?: number;
  /** A field that may stay empty (every list row's field is required unless it says so). */
  optional?: boolean;
  /** What to write, under the input. */
  hint?: string;
}

/** An Arabic text of a row: it may stay empty, and the page shows the English. */
const arabic = (label: string, max: number) => optionalText(`Arabic ${label.toLowerCase()}`, max).default('');
/** Rich text in Arabic, sanitised as the English is. */
const arabicRichText = (label: string) =>
  z
    .string({ error: `Arabic ${label.toLowerCase()} must be text` })
    .max(RICH_TEXT_MAX, `Arabic ${label.toLowerCase()} is too long (200,000 characters at most)`)
    .register(contentFormats, { format: 'html' })
    .default('');

// Each row has its words in Arabic beside the English (lib/i18n/translatable.ts).
const testimonialItem = withArabic(
  z.object({
    name: requiredText('Name', 80),
    place: requiredText('Place', 40),
    testi: requiredRichText('Review'),
  }),
  { name: arabic('Name', 80), place: arabic('Place', 40), testi: arabicRichText('Review') },
);

const jobItem = withArabic(
  z.object({
    title: requiredText('Title', 120),
    jobtype: requiredText('Country', 60),
    jobtym: requiredText('Employment type', 40),
    desc: requiredText('Description', 2000),
  }),
  { title: arabic('Title', 120), jobtype: arabic('Country', 60), jobtym: arabic('Employment type', 40), desc: arabic('Description', 2000) },
);

const companyFaqItem = withArabic(
  z.object({
    title: requiredText('Question', 300),
    desc: requiredText('Answer', 4000),
  }),
  { title: arabic('Question', 300), desc: arabic('Answer', 4000) },
);

const questionItem = withArabic(
  z.object({
    question: requiredText('Question', 300),
    answer: requiredText('Answer', 4000),
  }),
  { question: arabic('Question', 300), answer: arabic('Answer', 4000) },
);

const faqFields = (question: string, answer: string): SiteListField[] => [
  { name: question, label: 'Question', input: 'line', maxLength: 300 },
  { name: answer, label: 'Answer', input: 'text', maxLength: 4000 },
];

/** Every list: its name in the admin, what one row is called, its item schema and size limits. */
export const SITE_LISTS = {
  testimonials: {
    label: 'Testimonials',
    description: 'Client reviews in the carousel of the home page, the landing page and the visa pages.',
    noun: 'testimonial',
    item: testimonialItem,
    fields: [
      { name: 'name', label: 'Name', input: 'line', maxLength: 80 },
      { name: 'place', label: 'Place', input: 'line', maxLength: 40 },
      { name: 'testi', label: 'Review', input: 'html' },
    ],
    min: 1,
    max: 30,
  },
  jobs: {
    label: 'Jobs',
    description: 'The open positions on /career.',
    noun: 'job',
    item: jobItem,
    fields: [
      { name: 'title', label: 'Title', input: 'line', maxLength: 120 },
      { name: 'jobtype', label: 'Country', input: 'line', maxLength: 60 },
      { name: 'jobtym', label: 'Employment type', input: 'line', maxLength: 40 },
      { name: 'desc', label: 'Description', input: 'text', maxLength: 2000 },
    ],
    min: 0,
    max: 30,
  },
  'company-faqs': {
    label: 'Company FAQs',
    description: 'The questions and answers of /faq.',
    noun: 'question',
    item: companyFaqItem,
    fields: faqFields('title', 'desc'),
    min: 1,
    max: 50,
  },
  'landing-faqs': {
    label: 'Landing page FAQs',
    description: 'The FAQ accordion of /visa-consultant-in-dubai.',
    noun: 'question',
    item: questionItem,
    fields: faqFields('question', 'answer'),
    min: 1,
    max: 30,
  },
  'home-faqs': {
    label: 'Home page FAQs',
    description: 'The FAQ accordion of the home page.',
    noun: 'question',
    item: questionItem,
    fields: faqFields('question', 'answer'),
    min: 1,
    max: 30,
  },
  company: {
    label: 'Company facts',
    description: 'The trade licence, office address, map link, opening hours and rating on /contact, the footer and in search results.',
    noun: 'company fact',
    item: companyFactsItem,
    fields: COMPANY_FACTS_FIELDS,
    min: 1,
    max: 1,
    // What the business states about itself is the owners' word, as are its staff accounts.
    capability: 'accounts',
    single: true,
  },
} as const satisfies Record<
  string,
  {
    label: string;
    description: string;
    noun: string;
    item: z.ZodObject;
    fields: readonly SiteListField[];
    min: number;
    max: number;
    /** Who may edit it, when more than the content editors' right. */
    capability?: Capability;
    /** One record rather than rows: the editor shows its fields without row buttons. */
    single?: boolean;
  }
>;

export type SiteListName = keyof typeof SITE_LISTS;
export const SITE_LIST_NAMES = Object.keys(SITE_LISTS) as SiteListName[];

export const isSiteListName = (name: unknown): name is SiteListName => typeof name === 'string' && Object.hasOwn(SITE_LISTS, name);

/** The right a list's editor needs: content, or the list's own. */
export const siteListCapability = (name: SiteListName): Capability => {
  const list = SITE_LISTS[name];
  return 'capability' in list ? list.capability : 'content';
};

/** Whether a list is one record edited without row buttons. */
export const isSingleSiteList = (name: SiteListName): boolean => {
  const list = SITE_LISTS[name];
  return 'single' in list && list.single;
};

/** The stored item of each list. */
export type SiteListItem<Name extends SiteListName> = z.output<(typeof SITE_LISTS)[Name]['item']>;

// The stored items, their Arabic aside, are the types the public components were written for (content/types.ts).
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : never) : never;
type English<Name extends SiteListName> = Omit<SiteListItem<Name>, TranslationKeys<SiteListItem<Name>>>;
const sameShapes: [Same<English<'testimonials'>, Testimonial>, Same<English<'jobs'>, Job>, Same<English<'company-faqs'>, CompanyFaq>, Same<English<'home-faqs'>, QuestionAnswer>] = [
  true,
  true,
  true,
  true,
];
void sameShapes;

/** What a save parses: `{ items }`, with the list's limits on the number of rows. */
export function siteListSchema<Name extends SiteListName>(name: Name) {
  const { item, min, max, label, noun } = SITE_LISTS[name];
  return z.object({
    items: z
      .array(item as (typeof SITE_LISTS)[Name]['item'], { error: `${label} must be a list` })
      .min(min, `${label} needs at least ${min} ${noun}${min === 1 ? '' : 's'}`)
      .max(max, `${label} can have at most ${max} ${noun}s`),
  });
}
