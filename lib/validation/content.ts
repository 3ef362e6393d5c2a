import { z } from '@/lib/validation/z';
import { slugSchema } from './slug';

/**
 * Schemas of visas and blog posts, shared by the admin forms, the server actions and the
 * /api/1.0 route handlers. Unknown keys (including __proto__, _id, createdAt) are dropped;
 * anything that is not a string where a string belongs (such as {"$gt": ""}) is refused.
 */

/** "X is required" when missing, "X must be text" when something else (an object, a number) came. */
const textError = (label: string) => (issue: { input?: unknown }) =>
  issue.input === undefined || issue.input === null ? `${label} is required` : `${label} must be text`;

const required = (label: string, max: number) =>
  z
    .string({ error: textError(label) })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`);

const optional = (label: string, max: number) =>
  z.string({ error: `${label} must be text` }).trim().max(max, `${label} must be at most ${max} characters`);

/** Rich text: size-limited here, sanitised by the service before it is stored. */
const richText = (label: string) =>
  z.string({ error: `${label} must be text` }).max(200_000, `${label} is too long (200,000 characters at most)`);

export const questionAnswerSchema = z.object({
  question: required('Each question', 500),
  answer: required('Each answer', 20_000),
});

const rows = (label: string) =>
  z.array(questionAnswerSchema, { error: `${label} must be a list of questions and answers` }).max(50, `At most 50 ${label}`);

/** An image URL we stored (local upload path, our own static images, or Cloudinary). */
export const storedImageUrlSchema = z
  .string({ error: 'Image URL must be text' })
  .trim()
  .max(500)
  .refine(
    (url) => /^\/(uploads|images)\/[\w./-]+$/.test(url) && !url.includes('..') || /^https:\/\/res\.cloudinary\.com\/[\w./%-]+$/.test(url),
    'Image URL must be an uploaded image',
  );

const visaShape = {
  country: required('Country', 80),
  title: required('Title', 160),
  slug: slugSchema,
  description: richText('Description'),
  metaTitle: required('Meta title', 160),
  metaKeywords: required('Meta keywords', 500),
  metaDescription: required('Meta description', 500),
  imageAlt: required('Image alt', 200),
  about: optional('About', 2000),
  questions: rows('questions'),
  faqs: rows('FAQs'),
};

const blogShape = {
  title: required('Title', 160),
  slug: slugSchema,
  description: richText('Description'),
  metaTitle: required('Meta title', 160),
  metaDescription: required('Meta description', 500),
  imageAlt: required('Image alt', 200),
  faqs: rows('FAQs'),
};

/** A new visa: the spec's required fields; the rest default to empty. */
export const visaFieldsSchema = z.object({
  ...visaShape,
  description: visaShape.description.default(''),
  about: visaShape.about.default(''),
  questions: visaShape.questions.default([]),
  faqs: visaShape.faqs.default([]),
});

export const blogFieldsSchema = z.object({
  ...blogShape,
  description: blogShape.description.default(''),
  faqs: blogShape.faqs.default([]),
});

/** An edit: any subset of the fields (spec: edit forms have no required fields), plus the version it was loaded at. */
const versionSchema = z.coerce.number({ error: 'Version must be a number' }).int().positive().optional();

export const visaPatchSchema = z.object(visaShape).partial().extend({
  imageURL: storedImageUrlSchema.optional(),
  version: versionSchema,
});

export const blogPatchSchema = z.object(blogShape).partial().extend({
  imageURL: storedImageUrlSchema.optional(),
  version: versionSchema,
});

export type VisaFieldsInput = z.input<typeof visaFieldsSchema>;
export type BlogFieldsInput = z.input<typeof blogFieldsSchema>;
export type VisaPatchInput = z.input<typeof visaPatchSchema>;
export type BlogPatchInput = z.input<typeof blogPatchSchema>;
