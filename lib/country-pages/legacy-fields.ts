import type { NewCountryPage } from '@/lib/country-pages/country-page-definition';

/**
 * The field names of the old site's data files, which the ten seed pages (content/country-pages)
 * are still written in, misspellings included, so they can be compared with the spec and the old
 * content line by line. Inside the site a country page's fields say what they hold; the seed, and
 * a store written before the rename (lib/store/upgrade), are read through `fromLegacyCountryPage`.
 */
interface LegacyStep {
  count: string;
  title: string;
  desc: string;
}
interface LegacyParagraph {
  para: string;
}

export interface LegacyCountryPage {
  url: string;
  id: number;
  Imgs: string;
  country: string;
  title: string;
  subtitle: string;
  star: number | string;
  visacount: string;
  alttext: string;
  body1: string;
  body: string;
  essentl: string;
  methods: [string, string, string, string];
  documnetrequired: string;
  documentSteps: LegacyStep[];
  documentparas: LegacyParagraph[];
  visaprocess: string;
  howtoapply: string;
  speedup: string;
  howItWorks: [LegacyStep, LegacyStep, LegacyStep];
  whychooseztart: string;
  whychoosepara: LegacyParagraph[];
  partners: Array<{ partner: string; name: string }>;
  faqList?: Array<{ question: string; answer: string }>;
  content: string;
  auther: string;
  place: string;
  metaTitle: string;
  metaDescpt: string;
}

/** Each old name with the field's name now; a field not listed kept its name. */
const RENAMED: Readonly<Record<string, string>> = {
  url: 'slug',
  id: 'position',
  Imgs: 'heroImage',
  star: 'rating',
  visacount: 'visasThisMonth',
  alttext: 'heroImageAlt',
  body1: 'intro',
  body: 'about',
  essentl: 'essentialsHeading',
  methods: 'essentials',
  documnetrequired: 'documentsRequired',
  documentparas: 'documentParagraphs',
  visaprocess: 'applicationProcess',
  howtoapply: 'howWeHelp',
  speedup: 'speedUp',
  whychooseztart: 'whyChooseUsHeading',
  whychoosepara: 'whyChooseUsParagraphs',
  faqList: 'faqs',
  content: 'testimonialQuote',
  auther: 'testimonialAuthor',
  place: 'testimonialPlace',
  metaDescpt: 'metaDescription',
};
// The old `count` is not kept: a step's number is its place in the list.
const STEP = (step: LegacyStep) => ({ title: step.title, description: step.desc });
const PARAGRAPH = (paragraph: LegacyParagraph) => ({ text: paragraph.para });

/**
 * A page (or the fields of a draft or kept version of one) in the old names, in today's; fields in
 * today's names already pass through, so a record read twice is renamed once.
 */
export function fromLegacyCountryPage(legacy: Partial<LegacyCountryPage> | Record<string, unknown>): Partial<NewCountryPage> & Record<string, unknown> {
  const renamed: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(legacy)) renamed[RENAMED[name] ?? name] = value;
  const rows = <T>(value: unknown, row: (item: never) => T) => (Array.isArray(value) ? value.map((item) => (item && typeof item === 'object' && !('text' in item) && !('description' in item) ? row(item as never) : item)) : value);
  if ('documentSteps' in renamed) renamed.documentSteps = rows(renamed.documentSteps, STEP);
  if ('howItWorks' in renamed) renamed.howItWorks = rows(renamed.howItWorks, STEP);
  if ('documentParagraphs' in renamed) renamed.documentParagraphs = rows(renamed.documentParagraphs, PARAGRAPH);
  if ('whyChooseUsParagraphs' in renamed) renamed.whyChooseUsParagraphs = rows(renamed.whyChooseUsParagraphs, PARAGRAPH);
  if (Array.isArray(renamed.partners)) renamed.partners = renamed.partners.map((item: { partner?: string; logo?: string; name: string }) => ({ logo: item.logo ?? item.partner, name: item.name }));
  return renamed as Partial<NewCountryPage> & Record<string, unknown>;
}
