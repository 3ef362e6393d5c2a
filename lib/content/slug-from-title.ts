import { slugFromTitle } from '@/lib/validation/slug';

const isPlainObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

const isBlank = (value: unknown) => value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

/**
 * The slug a record gets when none is typed: made from its title, so a visa created from its title
 * alone has an address. `whenAbsent` says whether a missing slug counts as blank (a whole record,
 * as a create or a draft sends it) or means "unchanged" (a patch that leaves the slug out).
 * Anything that is not an object, or has no title to read, is left for the schema to judge.
 */
export function withSlugFromTitle(input: unknown, { whenAbsent }: { whenAbsent: boolean }): unknown {
  if (!isPlainObject(input) || typeof input.title !== 'string') return input;
  if (!('slug' in input) && !whenAbsent) return input;
  if (!isBlank(input.slug)) return input;
  const slug = slugFromTitle(input.title);
  return slug ? { ...input, slug } : input;
}
