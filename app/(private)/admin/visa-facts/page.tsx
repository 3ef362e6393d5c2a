import type { Metadata } from 'next';
import { Suspense } from 'react';
import { PageHeader } from '@/components/admin/page-header';
import { PageSkeleton } from '@/components/admin/page-skeleton';
import { FactsOverviewPanel } from '@/components/visa-facts/facts-overview';

export const metadata: Metadata = { title: 'Visa facts' };

/** /admin/visa-facts (the session and role check is FactsOverviewPanel's first step). */
export default function VisaFactsPage() {
  return (
    <>
      <PageHeader
        title="Visa facts"
        description="The fees, times and validity each visa page shows, and who checked them when. Saving or confirming a page’s facts names you on the page as the consultant who checked them."
      />
      <Suspense fallback={<PageSkeleton label="Loading the visa facts…" withTitle={false} />}>
        <FactsOverviewPanel />
      </Suspense>
    </>
  );
}
