import { withArabic } from '@/lib/i18n/translatable';
import { z } from '@/lib/validation/z';
import { authorField, optionalText, questionRows, requiredText, richText, storedImageUrlSchema } from '../validation/content-fields';
import { patchSchemaOf } from '../validation/content-shape';
import { slugSchema } from '../validation/slug';

/**
 * The one definition of each content type: the fields of a stored visa and blog post, with their
 * rules and messages. Everything else derives from these: the domain types (`lib/content/content-repository.ts`),
 * the seed's types, the stored documents (`storedSchemaOf`, lib/validation/content-shape.ts), the
 * admin forms' checks and empty values, the /api/1.0 multipart field lists, and the schemas below
 * that the admin forms, the server actions and the API handlers parse with. Adding a field here
 * is the one edit of the data path; the compiler then points at the seed records, any code that
 * builds a record by hand, and the admin form's list of inputs (`components/admin/forms/every-field.ts`).
 * Rich-text fields (marked by `richText`, or a row's `'html'` answers) are sanitised by the
 * services before these rules run, so "empty" means empty once unsafe markup is gone.
 *
 * Unknown keys (including __proto__, _id, createdAt) are dropped; anything that is not a string
 * where a string belongs (such as {"$gt": ""}) is refused. A question row with both sides empty
 * is dropped; one with a single side empty is refused, naming it (`questions.0.answer`).
 */
const visaFields = z.object({
  country: requiredText('Country', 80),
  title: requiredText('Title', 160),
  slug: slugSchema,
  /** Sanitised rich-text HTML. */
  description: richText('Description').default(''),
  metaTitle: requiredText('Meta title', 160),
  metaKeywords: requiredText('Meta keywords', 500),
  metaDescription: requiredText('Meta description', 500),
  imageAlt: requiredText('Image alt', 200),
  /** Set by the service from the uploaded image; an API edit may point it at another stored image. */
  imageURL: storedImageUrlSchema,
  about: optionalText('About', 2000).default(''),
  /** Answers are sanitised rich-text HTML. */
  questions: questionRows('questions', 'html', 'html-when-tagged').default([]),
  /** Plain text. */
  faqs: questionRows('FAQs', 'plain').default([]),
  /** Shown in the page's byline; a new record defaults to the person creating it. */
  authorId: authorField().default(''),
});

/** The visa's words in Arabic (lib/i18n/translatable.ts): each may stay empty, and the page then shows the English. */
export const visaDefinition = withArabic(visaFields, {
  country: optionalText('Arabic country', 80).default(''),
  title: optionalText('Arabic title', 160).default(''),
  description: richText('Arabic description').default(''),
  metaTitle: optionalText('Arabic meta title', 160).default(''),
  metaKeywords: optionalText('Arabic meta keywords', 500).default(''),
  metaDescription: optionalText('Arabic meta description', 500).default(''),
  imageAlt: optionalText('Arabic image alt', 200).default(''),
  about: optionalText('Arabic about', 2000).default(''),
  questions: questionRows('Arabic questions', 'html', 'html-when-tagged').default([]),
  faqs: questionRows('Arabic FAQs', 'plain').default([]),
});

const blogFields = z.object({
  title: requiredText('Title', 160),
  slug: slugSchema,
  /** Sanitised rich-text HTML. */
  description: richText('Description').default(''),
  metaTitle: requiredText('Meta title', 160),
  metaDescription: requiredText('Meta description', 500),
  imageAlt: requiredText('Image alt', 200),
  imageURL: storedImageUrlSchema,
  faqs: questionRows('FAQs', 'plain').default([]),
  authorId: authorField().default(''),
});

export const blogDefinition = withArabic(blogFields, {
  title: optionalText('Arabic title', 160).default(''),
  description: richText('Arabic description').default(''),
  metaTitle: optionalText('Arabic meta title', 160).default(''),
  metaDescription: optionalText('Arabic meta description', 500).default(''),
  imageAlt: optionalText('Arabic image alt', 200).default(''),
  faqs: questionRows('Arabic FAQs', 'plain').default([]),
});

export type VisaFields = z.output<typeof visaDefinition>;
export type BlogFields = z.output<typeof blogDefinition>;
export type QuestionAnswer = VisaFields['questions'][number];

/**
 * A new record: the spec's required fields, the rest default to empty; the image comes as a file,
 * and the services stamp the translations' fingerprints themselves.
 */
export const visaFieldsSchema = visaDefinition.omit({ imageURL: true, translatedFrom: true });
export const blogFieldsSchema = blogDefinition.omit({ imageURL: true, translatedFrom: true });

export const visaPatchSchema = patchSchemaOf(visaDefinition);
export const blogPatchSchema = patchSchemaOf(blogDefinition);

export type VisaFieldsInput = z.input<typeof visaFieldsSchema>;
export type BlogFieldsInput = z.input<typeof blogFieldsSchema>;
