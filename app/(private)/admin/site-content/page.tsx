import type { Metadata } from 'next';
import { Suspense } from 'react';
import { PageHeader } from '@/components/admin/page-header';
import { PageSkeleton } from '@/components/admin/page-skeleton';
import { SiteListsOverview } from '@/components/site-lists/site-lists-overview';

export const metadata: Metadata = { title: 'Site content' };

/** /admin/site-content, for people who edit content (the session and role check is SiteListsOverview's first step). */
export default function SiteContentPage() {
  return (
    <>
      <PageHeader title="Site content" description="The testimonials, jobs and questions the public pages show." />
      <Suspense fallback={<PageSkeleton label="Loading the lists…" withTitle={false} />}>
        <SiteListsOverview />
      </Suspense>
    </>
  );
}
