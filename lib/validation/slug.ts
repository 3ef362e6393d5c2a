import { z } from '@/lib/validation/z';

/** Slugs that would read as actions or collide with routes in URLs like /admin/manage-visas/{slug}/edit. */
export const RESERVED_SLUGS = new Set(['new', 'edit', 'admin', 'api', 'login', 'logout', 'index', 'null', 'undefined']);

export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/**
 * What the admin slug field does while typing (spec section 4): lower case, and every run of
 * whitespace becomes one hyphen.
 */
export function toSlug(typed: string): string {
  return typed.toLowerCase().replace(/\s+/g, '-');
}

/** The longest slug the schema keeps (a title's slug is cut to it at a word's end). */
export const SLUG_MAX = 100;

/**
 * A slug made from a title: accents dropped, lower case, every run of anything that is not a
 * letter or a digit turned into one hyphen, none at either end, at most SLUG_MAX characters
 * (cut where a word ends). "Dubai Tourist Visa (30 days)" becomes "dubai-tourist-visa-30-days";
 * a title with no letters or digits gives "" (the slug stays required).
 */
export function slugFromTitle(title: string): string {
  const words = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  if (words.length <= SLUG_MAX) return words;
  const cut = words.slice(0, SLUG_MAX + 1);
  return cut.slice(0, cut.lastIndexOf('-') > 0 ? cut.lastIndexOf('-') : SLUG_MAX).replace(/-+$/, '');
}

export const slugSchema = z
  .string({ error: 'Slug is required' })
  .trim()
  .min(1, 'Slug is required')
  .max(SLUG_MAX, `Keep the slug under ${SLUG_MAX} characters`)
  .transform(toSlug)
  .refine((slug) => SLUG_PATTERN.test(slug), 'Use lower-case letters, digits and single hyphens only (no slashes or dots)')
  .refine((slug) => !RESERVED_SLUGS.has(slug), 'This slug is reserved: choose another');
