import { VisaCard } from '@/components/visa/visa-card';
import { VisaFinder } from '@/components/visa-finder/visa-finder';
import type { VisaFinderEntry } from '@/lib/visa-facts/visa-facts';
import { VISA_KIND_LABELS } from '@/lib/visa-facts/visa-facts-definition';
import { visaMatches, type FinderQuery } from '@/lib/visa-finder/match';
import { FINDER_KINDS, FINDER_PATH, FINDER_Q_MAX } from '@/lib/visa-finder/query';

const KIND_OPTIONS = FINDER_KINDS.map((value) => ({ value, label: value === 'all' ? 'All' : VISA_KIND_LABELS[value] }));

/**
 * The visa finder with every card rendered here, on the server: /visa shows them all, the
 * no-script results pages (app/(site)/visa-finder) the ones their search matches.
 */
export function VisaFinderSection({ entries, query, noMatch = false }: { entries: readonly VisaFinderEntry[]; query: FinderQuery; noMatch?: boolean }) {
  if (entries.length === 0) return <p className="card p-8 text-center text-lg font-semibold">No Visa Found</p>;
  // The first row of what is shown loads its images at once; the rest as they scroll into view.
  const firstShown = new Set((noMatch ? [] : entries.filter((entry) => visaMatches(entry, query))).slice(0, 3).map((entry) => entry.slug));
  const items = entries.map((entry) => ({
    key: entry.slug,
    country: entry.country,
    kinds: entry.kinds,
    card: <VisaCard visa={entry} facts={entry} priority={firstShown.has(entry.slug)} />,
  }));
  return <VisaFinder items={items} kindOptions={KIND_OPTIONS} initial={query} noMatch={noMatch} action={FINDER_PATH} qMax={FINDER_Q_MAX} listPath="/visa" />;
}
