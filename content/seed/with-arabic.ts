import { translated } from '@/lib/i18n/translatable';

/**
 * A seed record with its Arabic (content/seed/ar), found by slug, in its `{field}Ar` fields and
 * stamped as translated. A record the Arabic misses stops the seed, and its tests, rather than
 * giving a new store a page that shows English under /ar.
 */
export function withSeedArabic<Seed extends { slug: string }>(record: Seed, arabic: Readonly<Record<string, object>>, kind: string): Seed {
  const found = arabic[record.slug];
  if (!found) throw new Error(`content/seed/ar has no Arabic for the seeded ${kind} "${record.slug}".`);
  return translated(record, found);
}

/** A list's rows with their Arabic, row for row: lists whose rows do not pair up are refused. */
export function withSeedArabicRows<Item extends object>(items: readonly Item[], arabic: readonly object[], list: string): Item[] {
  if (arabic.length !== items.length) {
    throw new Error(`content/seed/ar/site-lists.ts has ${arabic.length} Arabic rows for the ${items.length} rows of "${list}".`);
  }
  return items.map((item, index) => translated(item, arabic[index]!));
}
