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

export const slugSchema = z
  .string({ error: 'Slug is required' })
  .trim()
  .min(1, 'Slug is required')
  .max(100, 'Keep the slug under 100 characters')
  .transform(toSlug)
  .refine((slug) => SLUG_PATTERN.test(slug), 'Use lower-case letters, digits and single hyphens only (no slashes or dots)')
  .refine((slug) => !RESERVED_SLUGS.has(slug), 'This slug is reserved: choose another');
