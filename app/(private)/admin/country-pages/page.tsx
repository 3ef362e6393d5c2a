import type { Metadata } from 'next';
import { Suspense } from 'react';
import { CountryPagesList } from '@/components/country-pages/country-pages-list';
import { PageHeader } from '@/components/admin/page-header';
import { PageSkeleton } from '@/components/admin/page-skeleton';

export const metadata: Metadata = { title: 'Country pages' };

/** /admin/country-pages (the session and role check is CountryPagesList's first step). */
export default function CountryPagesPage({ searchParams }: PageProps<'/admin/country-pages'>) {
  return (
    <>
      <PageHeader
        title="Country pages"
        description="The ten country visa pages. Their addresses stay as they are; everything a visitor reads on them is yours to edit. Published changes show on the page at once; drafts wait."
      />
      <Suspense fallback={<PageSkeleton label="Loading the country pages…" withTitle={false} />}>
        <CountryPagesList searchParams={searchParams} />
      </Suspense>
    </>
  );
}
