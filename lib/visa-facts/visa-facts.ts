import 'server-only';
import { cacheLife, cacheTag } from 'next/cache';
import { getStore } from '@/lib/store';
import type { VisaFacts } from '@/lib/visa-facts/visa-facts-repository';
import { feeFromAed, type VisaKind } from '@/lib/visa-facts/visa-facts-definition';
import { cacheTags } from '../data/cache-tags';
import { getVisaDirectory, type VisaCard } from '../content/visas';

/** A visa page's facts, or null when it has none yet. */
export async function getVisaFacts(slug: string): Promise<VisaFacts | null> {
  'use cache';
  cacheLife('hours');
  // Its page's tag only: one page's facts changing expires that page, not every visa page.
  cacheTag(cacheTags.visa(slug));
  return (await getStore()).visaFacts.get(slug);
}

/** Every page's facts, by slug. */
export async function getAllVisaFacts(): Promise<VisaFacts[]> {
  'use cache';
  cacheLife('hours');
  cacheTag(cacheTags.visaFacts);
  return (await getStore()).visaFacts.list();
}

/** A card of the visa finder: the visa, its kinds, what it costs at least and how long it takes. */
export interface VisaFinderEntry extends VisaCard {
  kinds: VisaKind[];
  /** Every fee but the optional ones, in AED; null for a page without facts. */
  feeFromAed: number | null;
  processingDays: { min: number; max: number } | null;
}

/** Every visa page in the directory's order, with what the finder shows and filters by. */
export async function getVisaFinderEntries(): Promise<VisaFinderEntry[]> {
  const [cards, facts] = await Promise.all([getVisaDirectory(), getAllVisaFacts()]);
  const bySlug = new Map(facts.map((item) => [item.slug, item]));
  return cards.map((card) => {
    const found = bySlug.get(card.slug);
    return { ...card, kinds: found?.kinds ?? [], feeFromAed: found ? feeFromAed(found.fees) : null, processingDays: found?.processingDays ?? null };
  });
}
