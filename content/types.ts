/**
 * Types of the static content shipped with the site (spec section 3).
 *
 * Country page records keep the field names of the old site's data files (including their
 * misspellings: `essentl`, `documnetrequired`, `whychooseztart`, `auther`, `metaDescpt`) so the
 * records can be checked field by field against the spec and the old content.
 */

/** Rich text that we wrote ourselves and trust: rendered as HTML. */
export type TrustedHtml = string;

export interface CountFeature {
  count: string;
  title: string;
  desc: string;
}

export interface QuestionAnswer {
  question: string;
  answer: string;
}

export interface CountryPage {
  id: number;
  /** Country name shown on cards (not in the old records, which only had it inside the title). */
  country: string;
  /** Public path of the hero image, e.g. `/images/countries/australia-visa-dubai.webp`. */
  Imgs: string;
  alttext: string;
  /** Star rating shown next to the title (1..5). */
  star: number;
  title: string;
  /** Intro paragraph(s) under the heading. */
  body1: TrustedHtml;
  /** Longer body: what the visa is and who needs it. */
  body: TrustedHtml;
  subtitle: string;
  /** "How to apply" section. */
  visaprocess: TrustedHtml;
  /** Heading of the essentials list. */
  essentl: string;
  howtoapply: TrustedHtml;
  /** "Documents required" section. */
  documnetrequired: TrustedHtml;
  /** Heading of the "why choose us" paragraphs. */
  whychooseztart: string;
  content: string;
  /** Author of the quote / reviewer line shown on the page. */
  auther: string;
  place: string;
  /** Slug: the page lives at `/visa/{url}`. */
  url: string;
  /** Visa count shown on the page, a string such as "20". */
  visacount: string;
  metaTitle: string;
  metaDescpt: string;
  /** Exactly four facts in this order: visa type, validity, entries, maximum stay. */
  methods: [string, string, string, string];
  partners: { partner: string; name: string }[];
  documentSteps: CountFeature[];
  documentparas: { para: string }[];
  whychoosepara: { para: string }[];
  speedup: string;
  howItWorks: [CountFeature, CountFeature, CountFeature];
  /** Absent or empty on some pages. */
  faqList?: QuestionAnswer[];
}

export interface Testimonial {
  name: string;
  place: string;
  /** Short review, HTML allowed (paragraphs, emphasis). */
  testi: TrustedHtml;
}

export interface GalleryItem {
  id: number;
  Img: string;
  alt: string;
  width: number;
  height: number;
}

export interface CompanyFaq {
  title: string;
  desc: string;
}

export interface Job {
  title: string;
  desc: string;
  /** Country of the job (the old field name). */
  jobtype: string;
  /** Employment type, e.g. "Full-time" (the old field name). */
  jobtym: string;
}

export interface PolicySection {
  number: number;
  title: string;
  paragraphs: string[];
  bullets?: string[];
}

export interface PrivacyPolicy {
  lastUpdated: string;
  intro: string;
  sections: PolicySection[];
  disclaimers: [string, string];
}

/** Seed records for the store: the stored fields of each type; the store adds _id and timestamps. */
export type { BlogFields as SeedBlog, VisaFields as SeedVisa } from '@/lib/validation/content';
