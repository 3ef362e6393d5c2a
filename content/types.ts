import type { BlogFields, VisaFields } from '@/lib/content/content-definition';
import type { TranslationOptional } from '@/lib/i18n/translatable';
/**
 * Types of the static content shipped with the site (spec section 3).
 *
 * Country pages are stored content (lib/country-pages/country-page-definition.ts defines them; content/country-pages
 * holds their seed records). The seed records keep the field names of the old site's data files
 * (misspellings included: `essentl`, `documnetrequired`, `whychooseztart`, `auther`, `metaDescpt`)
 * so they can be checked field by field against the spec and the old content; the store keeps them
 * under names that say what they hold (lib/country-pages/legacy-fields.ts maps one to the other).
 */

/** Rich text that we wrote ourselves and trust: rendered as HTML. */
export type TrustedHtml = string;

export interface QuestionAnswer {
  question: string;
  answer: string;
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

/**
 * Seed records for the store: the stored fields of each type; the store adds _id and timestamps,
 * and the seed names its consultant as the author (lib/seed/seed-author.ts).
 */
export type SeedVisa = TranslationOptional<Omit<VisaFields, 'authorId'>>;
export type SeedBlog = TranslationOptional<Omit<BlogFields, 'authorId'>>;
export type { LegacyCountryPage as SeedCountryPage } from '@/lib/country-pages/legacy-fields';
