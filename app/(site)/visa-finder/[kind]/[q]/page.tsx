import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { VisaFinderPage } from '@/components/visa/visa-finder-page';
import { getVisaFinderEntries, type VisaFinderEntry } from '@/lib/data/visa-facts';
import { countryMatches, type FinderQuery } from '@/lib/visa-finder/match';
import { finderResultsMetadata } from '@/lib/visa-finder/metadata';
import { kindFromParam, normaliseFinderQ, qFromParam } from '@/lib/visa-finder/query';
import { NO_RECORD_SLUG } from '@/lib/data/static-params';

/**
 * The visa finder without script, a kind and a country: /visa-finder/all/japan. Only addresses
 * GET /visa-finder makes render (a q that some country's name holds): any other is a 404, so
 * strangers cannot fill the page cache with searches.
 */
export async function generateStaticParams() {
  // One page, so the build checks the route; the others render on their first request.
  const [first] = await getVisaFinderEntries();
  return [{ kind: 'all', q: first ? normaliseFinderQ(first.country).replaceAll(' ', '-') : NO_RECORD_SLUG }];
}

async function findQuery(params: PageProps<'/visa-finder/[kind]/[q]'>['params'], entries: readonly VisaFinderEntry[]): Promise<FinderQuery | null> {
  const { kind: kindSegment, q: qSegment } = await params;
  const kind = kindFromParam(kindSegment);
  const q = qFromParam(qSegment);
  if (!kind || !q || !entries.some((entry) => countryMatches(entry.country, q))) return null;
  return { kind, q };
}

export async function generateMetadata({ params }: PageProps<'/visa-finder/[kind]/[q]'>): Promise<Metadata> {
  return finderResultsMetadata(await findQuery(params, await getVisaFinderEntries()));
}

export default async function VisaFinderResultsPage({ params }: PageProps<'/visa-finder/[kind]/[q]'>) {
  const entries = await getVisaFinderEntries();
  const query = await findQuery(params, entries);
  if (!query) notFound();
  return <VisaFinderPage entries={entries} query={query} />;
}
