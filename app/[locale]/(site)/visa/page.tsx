import type { Metadata } from 'next';
import { VisaFinderPage } from '@/components/visa-finder/visa-finder-page';
import { getVisaFinderEntries } from '@/lib/visa-facts/visa-facts';
import { pageMetadata } from '@/lib/seo/page-metadata';

export const metadata: Metadata = pageMetadata({
  title: 'Best visa agency in Dubai: popular visas from the UAE | Ztart Visa',
  description: 'Tourist, visit and business visas from Dubai for UAE residents: Schengen, UK, USA, Canada, Japan and more, with free consultation and document checks.',
  path: '/visa',
});

/**
 * Every visa, prerendered, with the finder filtering them in the browser (it reads ?q=&kind= from
 * the address there: reading searchParams here would stream the list behind script).
 */
export default async function VisaListPage() {
  return <VisaFinderPage entries={await getVisaFinderEntries()} query={{ q: '', kind: 'all' }} />;
}
