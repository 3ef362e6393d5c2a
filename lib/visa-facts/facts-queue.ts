import 'server-only';
import type { Store } from '@/lib/store/store';
import type { VisaFacts } from '@/lib/visa-facts/visa-facts-repository';
import { z } from '@/lib/validation/z';
import { listVisaPages, type VisaPageRef } from './visa-pages';

/** The setting of how old facts may get before they are due for a re-check. */
export const STALE_DAYS_SETTING = 'visa-facts-stale-days';
export const DEFAULT_STALE_DAYS = 90;
export const staleDaysSchema = z.object({
  days: z.coerce
    .number({ error: 'Give a number of days' })
    .int('Give a whole number of days')
    .min(1, 'At least 1 day')
    .max(730, 'At most 730 days'),
});

const DAY_MS = 86_400_000;

export async function getStaleDays(store: Store): Promise<number> {
  const parsed = staleDaysSchema.safeParse({ days: await store.settings.get(STALE_DAYS_SETTING) ?? undefined });
  return parsed.success ? parsed.data.days : DEFAULT_STALE_DAYS;
}

/** Why a page's facts wait for a consultant: none yet, the starting figures nobody vouched for, or too old. */
export type DueReason = 'missing' | 'never-checked' | 'stale';

export interface FactsRow {
  page: VisaPageRef;
  facts: VisaFacts | null;
  /** Whole days since the last check; null without facts. */
  ageDays: number | null;
  due: DueReason | null;
}

export interface FactsOverview {
  staleDays: number;
  /** The re-check queue: missing facts first, then the longest unchecked. */
  due: FactsRow[];
  upToDate: FactsRow[];
}

/** Every visa page with its facts, split into the re-check queue and the rest. */
export async function factsOverview(store: Store, now: Date): Promise<FactsOverview> {
  const staleDays = await getStaleDays(store);
  const cutoff = new Date(now.getTime() - staleDays * DAY_MS).toISOString();
  const [pages, facts, stale] = await Promise.all([listVisaPages(store), store.visaFacts.list(), store.visaFacts.listCheckedBefore(cutoff)]);
  const bySlug = new Map(facts.map((item) => [item.slug, item]));
  const staleSlugs = new Set(stale.map((item) => item.slug));
  const rows = pages.map((page): FactsRow => {
    const found = bySlug.get(page.slug) ?? null;
    const ageDays = found ? Math.floor((now.getTime() - Date.parse(found.checkedAt)) / DAY_MS) : null;
    const due: DueReason | null = !found ? 'missing' : staleSlugs.has(page.slug) ? 'stale' : found.checkedBy.id === null ? 'never-checked' : null;
    return { page, facts: found, ageDays, due };
  });
  const urgency = (row: FactsRow) => (row.due === 'missing' ? Number.MAX_SAFE_INTEGER : (row.ageDays ?? 0));
  return {
    staleDays,
    due: rows.filter((row) => row.due).sort((a, b) => urgency(b) - urgency(a)),
    upToDate: rows.filter((row) => !row.due),
  };
}
