import { type FactsSource, seedFactSources } from '@/content/seed/visa-facts';
import type { VisaFacts } from './visa-facts-repository';

/** The day facts were checked, as the visa pages and the admin show it ("2 November 2026", Dubai's calendar). */
const dayFormat = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Asia/Dubai' });

export const checkedOn = (iso: string) => dayFormat.format(new Date(iso));

/**
 * Where a page's facts stand: checked by a staff member (a person signed it in the admin), or the
 * starting figures nobody has checked yet, with the official source they were read from (null for
 * a page the seed gave no source, such as a renamed one).
 */
export type FactsProvenance = { kind: 'checked'; by: string; at: string } | { kind: 'source'; source: FactsSource | null; at: string };

export function factsProvenance(facts: Pick<VisaFacts, 'slug' | 'checkedBy' | 'checkedAt'>): FactsProvenance {
  if (facts.checkedBy.id !== null) return { kind: 'checked', by: facts.checkedBy.name, at: facts.checkedAt };
  return { kind: 'source', source: seedFactSources[facts.slug] ?? null, at: facts.checkedAt };
}

/** The provenance in one sentence for the admin: who checked them, or that nobody has yet. */
export function provenanceText(provenance: FactsProvenance): string {
  if (provenance.kind === 'checked') return `Checked by ${provenance.by} on ${checkedOn(provenance.at)}`;
  const from = provenance.source ? ` from ${provenance.source.name}` : '';
  return `Starting figures${from} as of ${checkedOn(provenance.at)}, not checked by anyone yet`;
}
