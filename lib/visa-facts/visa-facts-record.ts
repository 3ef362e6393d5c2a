import 'server-only';
import { cacheLife, cacheTag } from 'next/cache';
import { cacheTags } from '@/lib/data/cache-tags';
import { getAllVisaFacts } from '@/lib/visa-facts/visa-facts';
import { getStore } from '@/lib/store';
import type { Visa } from '@/lib/content/content-repository';
import type { VisaFacts } from '@/lib/visa-facts/visa-facts-repository';
import { feeFromAed } from '@/lib/visa-facts/visa-facts-definition';

/** A visa's facts as the API answers them: who checked them by name only (staff ids stay inside). */
export type ApiVisaFacts = Omit<VisaFacts, '_id' | 'slug' | 'updatedAt' | 'checkedBy'> & { feeFromAed: number; checkedBy: string };

function apiFacts({ _id, slug: _slug, updatedAt: _updatedAt, checkedBy, ...facts }: VisaFacts): ApiVisaFacts {
  return { ...facts, feeFromAed: feeFromAed(facts.fees), checkedBy: checkedBy.name };
}

function joined<Item extends Visa>(visas: Item[], facts: VisaFacts[]): Item[] {
  const bySlug = new Map(facts.map((item) => [item.slug, item]));
  return visas.map((visa) => {
    const found = bySlug.get(visa.slug);
    return { ...visa, facts: found ? apiFacts(found) : null };
  });
}

/** Visa records with their facts (null for a visa without), as every /api/1.0 visa answer carries them. */
export async function withVisaFacts<Item extends Visa>(visas: Item[]): Promise<Item[]> {
  return joined(visas, await getAllVisaFacts());
}

/** The public list: every stored visa with its facts, newest first, in one cached read. */
export async function getPublicVisaRecords(): Promise<Visa[]> {
  'use cache';
  cacheLife('hours');
  cacheTag(cacheTags.visas, cacheTags.visaFacts);
  const store = await getStore();
  const [visas, facts] = await Promise.all([store.visas.list(), store.visaFacts.list()]);
  return joined(visas, facts);
}
