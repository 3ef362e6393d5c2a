import type { Metadata } from 'next';
import { VisaFinderPage } from '@/components/visa-finder/visa-finder-page';
import { getVisaFinderEntries } from '@/lib/visa-facts/visa-facts';
import { finderResultsMetadata } from '@/lib/visa-finder/metadata';

/**
 * Where the no-script finder sends a search no country matches. One page for all of them, so
 * it cannot repeat what was typed (an address per search would let anyone fill the page cache).
 */
export const metadata: Metadata = finderResultsMetadata(null);

export default async function VisaFinderNoMatchPage() {
  return <VisaFinderPage entries={await getVisaFinderEntries()} query={{ q: '', kind: 'all' }} noMatch />;
}
