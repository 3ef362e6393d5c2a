import { z } from '@/lib/validation/z';
import { firstParam } from '@/lib/search-params';

/** The longest search the admin lists take; a longer one is cut, never refused. */
export const LIST_SEARCH_MAX = 100;

/** The `q` of an admin list's address: trimmed, empty or repeated reads as no search. */
const listSearchSchema = z
  .string()
  .trim()
  .transform((text) => text.slice(0, LIST_SEARCH_MAX))
  .optional()
  .catch(undefined);

export function parseListSearch(searchParams: Record<string, string | string[] | undefined>): string | undefined {
  return listSearchSchema.parse(firstParam(searchParams.q)) || undefined;
}

/** Whether a record's title or slug holds the search, ignoring case and accents. */
export function matchesListSearch(record: { title: string; slug: string }, search: string | undefined): boolean {
  if (!search) return true;
  const fold = (text: string) => text.normalize('NFKD').replace(/[\u0300-\u036f]/g, '').toLowerCase();
  const wanted = fold(search);
  return fold(record.title).includes(wanted) || fold(record.slug).includes(wanted);
}
