import 'server-only';
import { getAllVisaFacts } from '@/lib/data/visa-facts';
import type { Visa, VisaFacts } from '@/lib/store/types';
import { feeFromAed } from '@/lib/validation/visa-facts';

/** A visa's facts as the API answers them: who checked them by name only (staff ids stay inside). */
export type ApiVisaFacts = Omit<VisaFacts, '_id' | 'slug' | 'updatedAt' | 'checkedBy'> & { feeFromAed: number; checkedBy: string };

function apiFacts({ _id, slug: _slug, updatedAt: _updatedAt, checkedBy, ...facts }: VisaFacts): ApiVisaFacts {
  return { ...facts, feeFromAed: feeFromAed(facts.fees), checkedBy: checkedBy.name };
}

/** Visa records with their facts (null for a visa without), as every /api/1.0 visa answer carries them. */
export async function withVisaFacts<Item extends Visa>(visas: Item[]): Promise<Item[]> {
  const bySlug = new Map((await getAllVisaFacts()).map((facts) => [facts.slug, facts]));
  return visas.map((visa) => {
    const facts = bySlug.get(visa.slug);
    return { ...visa, facts: facts ? apiFacts(facts) : null };
  });
}
