import { ENTRY_LABELS, type VisaFactsFields } from '@/lib/visa-facts/visa-facts-definition';

type Essentials = readonly [string, string, string, string];

/**
 * A country page's four essentials (visa type, validity, entries, maximum stay) with the last three
 * taken from the page's visa facts when it has them: the facts are what consultants check, so the
 * page never states one stay in its panel and another beside it.
 */
export function essentialsWithFacts(essentials: Essentials, facts: Pick<VisaFactsFields, 'validity' | 'entries' | 'maxStay'> | null): Essentials {
  if (!facts) return essentials;
  return [essentials[0], facts.validity, ENTRY_LABELS[facts.entries], facts.maxStay];
}
