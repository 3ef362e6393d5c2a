import { withArabic } from '@/lib/i18n/translatable';
import { z } from '@/lib/validation/z';
import { contentFormats, optionalText, questionRows, requiredText, richText, storedImageUrlSchema } from '../validation/content-fields';
import { versionSchema } from '../validation/content-shape';
import { slugSchema } from '../validation/slug';

/**
 * The one definition of a country page: what staff edit in the admin, what both stores keep,
 * what the seed records are checked against (they are written in the old site's field names,
 * read through lib/country-pages/legacy-fields.ts).
 *
 * The rich-text fields (`richText`) are sanitised by the service before these rules run: staff
 * input is not trusted as the code's content was. The page's address (`slug`), its place in the
 * lists (`position`) and its hero image are fixed (`countryPageFixedDefinition`): the set of
 * country pages is known to server.mjs and next.config.mjs (slugs.mjs), so staff edit the pages,
 * never which pages there are.
 */

/** The partner logos a page may show: the files under public/images/partners (a test checks the list). */
export const PARTNER_IMAGES = [
  '/images/partners/bls-international.webp',
  '/images/partners/emirates.webp',
  '/images/partners/tlscontact.webp',
  '/images/partners/travel-insurance.webp',
  '/images/partners/us-embassy.webp',
  '/images/partners/vfs-global.webp',
] as const;

/** The four essentials, in the order the page labels them. */
export const METHOD_LABELS = ['Visa type', 'Validity', 'Entries', 'Maximum stay'] as const;

/**
 * A numbered card: a document step or a "how it works" step. Its number is its place in the list
 * (`stepNumber`), never typed: a number kept by an older record is dropped when it is read.
 */
const featureRow = (noun: string) =>
  z.object({
    title: requiredText(`Each ${noun} title`, 120),
    description: requiredText(`Each ${noun} description`, 600),
  });

/** The number a step shows: its place in its list, from 1. */
export const stepNumber = (index: number): string => String(index + 1);

const paragraphs = (label: string, noun: string) =>
  z
    .array(z.object({ text: requiredText(`Each ${noun}`, 2000) }), { error: `${label} must be a list of paragraphs` })
    .max(20, `At most 20 ${label}`);

const countryPageFields = z.object({
  // Intro
  country: requiredText('Country', 80),
  title: requiredText('Title', 160),
  subtitle: requiredText('Subtitle', 160),
  rating: z.coerce
    .number({ error: 'Star rating must be a number' })
    .int('Star rating must be a whole number from 1 to 5')
    .min(1, 'Star rating must be a whole number from 1 to 5')
    .max(5, 'Star rating must be a whole number from 1 to 5'),
  visasThisMonth: z
    .string({ error: 'Visas processed this month must be text' })
    .trim()
    .regex(/^\d{1,6}$/, 'Visas processed this month must be a whole number'),
  heroImageAlt: requiredText('Image alt', 200),
  /** Sanitised rich-text HTML: the intro under the heading. */
  intro: richText('Intro'),
  /** Sanitised rich-text HTML: what the visa is and who needs it. */
  about: richText('Body'),
  // Essentials
  essentialsHeading: requiredText('Essentials heading', 160),
  essentials: z.tuple(
    [
      requiredText(METHOD_LABELS[0], 80),
      requiredText(METHOD_LABELS[1], 80),
      requiredText(METHOD_LABELS[2], 80),
      requiredText(METHOD_LABELS[3], 80),
    ],
    { error: 'Essentials must be four facts: visa type, validity, entries and maximum stay' },
  ),
  // Documents required
  /** Sanitised rich-text HTML: the documents list. */
  documentsRequired: richText('Documents required'),
  documentSteps: z
    .array(featureRow('document step'), { error: 'Document steps must be a list of steps' })
    .max(12, 'At most 12 document steps'),
  documentParagraphs: paragraphs('documents paragraphs', 'documents paragraph'),
  // How to apply
  /** Sanitised rich-text HTML: the steps of an application. */
  applicationProcess: richText('Application process'),
  /** Sanitised rich-text HTML: how we help. */
  howWeHelp: richText('How we help'),
  speedUp: requiredText('Speed up your application', 2000),
  // How it works: always three steps.
  howItWorks: z.tuple([featureRow('how-it-works step'), featureRow('how-it-works step'), featureRow('how-it-works step')], {
    error: 'How it works must be three steps',
  }),
  // Why choose us
  whyChooseUsHeading: requiredText('Why choose us heading', 160),
  whyChooseUsParagraphs: paragraphs('why-choose-us paragraphs', 'why-choose-us paragraph'),
  // Partners
  partners: z
    .array(
      z.object({
        logo: z.enum(PARTNER_IMAGES, { error: 'Choose each partner logo from the list' }),
        name: requiredText('Each partner name', 80),
      }),
      { error: 'Partners must be a list of logos' },
    )
    .max(12, 'At most 12 partners'),
  // FAQs: plain text; a row with both sides blank is dropped.
  faqs: questionRows('FAQs', 'plain').default([]),
  // Testimonial quote
  testimonialQuote: requiredText('Testimonial quote', 1000),
  testimonialAuthor: requiredText('Testimonial author', 80),
  testimonialPlace: requiredText('Testimonial place', 80),
  // Meta
  metaTitle: requiredText('Meta title', 160),
  metaDescription: requiredText('Meta description', 500),
});

/** An Arabic card: a step may stay empty while its English shows. */
const arabicFeatureRow = (noun: string) =>
  z.object({ title: optionalText(`Each Arabic ${noun} title`, 120), description: optionalText(`Each Arabic ${noun} description`, 600) });
const arabicParagraphs = (label: string, noun: string) =>
  z
    .array(z.object({ text: optionalText(`Each Arabic ${noun}`, 2000) }), { error: `${label} must be a list of paragraphs` })
    .max(20, `At most 20 ${label}`)
    .default([]);
const arabicLine = (label: string, max: number) => optionalText(`Arabic ${label.charAt(0).toLowerCase()}${label.slice(1)}`, max).default('');
const EMPTY_STEP = { title: '', description: '' };

/**
 * The page's words in Arabic (lib/i18n/translatable.ts): every text a visitor reads. Each may
 * stay empty and the Arabic page shows that block in English. The rating, the count and the
 * partners' logos and names (brands) have no Arabic.
 */
export const countryPageDefinition = withArabic(countryPageFields, {
  country: arabicLine('Country', 80),
  title: arabicLine('Title', 160),
  subtitle: arabicLine('Subtitle', 160),
  heroImageAlt: arabicLine('Image alt', 200),
  intro: richText('Arabic intro').default(''),
  about: richText('Arabic body').default(''),
  essentialsHeading: arabicLine('Essentials heading', 160),
  essentials: z
    .tuple([arabicLine(METHOD_LABELS[0], 80), arabicLine(METHOD_LABELS[1], 80), arabicLine(METHOD_LABELS[2], 80), arabicLine(METHOD_LABELS[3], 80)])
    .default(['', '', '', '']),
  documentsRequired: richText('Arabic documents required').default(''),
  documentSteps: z.array(arabicFeatureRow('document step')).max(12, 'At most 12 Arabic document steps').default([]),
  documentParagraphs: arabicParagraphs('Arabic documents paragraphs', 'documents paragraph'),
  applicationProcess: richText('Arabic application process').default(''),
  howWeHelp: richText('Arabic how we help').default(''),
  speedUp: arabicLine('Speed up your application', 2000),
  howItWorks: z
    .tuple([arabicFeatureRow('how-it-works step'), arabicFeatureRow('how-it-works step'), arabicFeatureRow('how-it-works step')])
    .default([EMPTY_STEP, EMPTY_STEP, EMPTY_STEP]),
  whyChooseUsHeading: arabicLine('Why choose us heading', 160),
  whyChooseUsParagraphs: arabicParagraphs('Arabic why-choose-us paragraphs', 'why-choose-us paragraph'),
  faqs: questionRows('Arabic FAQs', 'plain').default([]),
  testimonialQuote: arabicLine('Testimonial quote', 1000),
  testimonialAuthor: arabicLine('Testimonial author', 80),
  testimonialPlace: arabicLine('Testimonial place', 80),
  metaTitle: arabicLine('Meta title', 160),
  metaDescription: arabicLine('Meta description', 500),
});

/** The editable fields of a stored page, or of a draft or version of one, and nothing else. */
export function countryPageFieldsOf(source: object): CountryPageFields {
  const from = source as Record<string, unknown>;
  return Object.fromEntries(Object.keys(countryPageDefinition.shape).map((name) => [name, from[name]])) as CountryPageFields;
}

/** The fields as the version comparison names them, where their names alone say less. */
export const COUNTRY_FIELD_LABELS: Readonly<Record<string, string>> = {
  rating: 'Star rating',
  visasThisMonth: 'Visas processed this month',
  heroImageAlt: 'Image alt',
  about: 'Body',
  faqs: 'FAQs',
  heroImageAltAr: 'Image alt (Arabic)',
  aboutAr: 'Body (Arabic)',
  faqsAr: 'FAQs (Arabic)',
};

/** What staff do not edit: the address, the place in the lists, the hero image. */
export const countryPageFixedDefinition = z.object({
  /** The page lives at `/visa/{slug}`. */
  slug: slugSchema,
  /** Display order, from 1. */
  position: z.number().int().positive(),
  /** Public path of the hero image, e.g. `/images/countries/australia-visa-dubai.webp`. */
  heroImage: storedImageUrlSchema,
});

/** A whole page, as the seed creates it. */
export const newCountryPageSchema = countryPageDefinition.extend(countryPageFixedDefinition.shape);

/** What the admin form sends: every editable field, and the version it was loaded at; the service stamps the translations. */
export const countryPageFormSchema = countryPageDefinition.omit({ translatedFrom: true }).extend({ version: versionSchema });

/**
 * The rich-text fields alone, as `parseContent` reads a definition to know what to sanitise (it
 * only knows text and rows; the tuples and the rating are neither).
 */
export const countryPageRichText = countryPageDefinition.pick(
  Object.fromEntries(
    Object.entries(countryPageDefinition.shape)
      .filter(([, schema]) => contentFormats.has(schema))
      .map(([name]) => [name, true]),
  ) as Record<keyof typeof countryPageDefinition.shape, true>,
) as z.ZodObject;

export type CountryPageFields = z.output<typeof countryPageDefinition>;
export type CountryPageFieldsInput = z.input<typeof countryPageDefinition>;
export type NewCountryPage = z.output<typeof newCountryPageSchema>;
export type CountryFeature = CountryPageFields['documentSteps'][number];
export type PartnerImage = (typeof PARTNER_IMAGES)[number];
