import type { Metadata } from 'next';
import { Suspense } from 'react';
import { PageHeader } from '@/components/admin/page-header';
import { PageSkeleton } from '@/components/admin/page-skeleton';
import { RedirectsAdmin } from '@/components/redirects/redirects-admin';

export const metadata: Metadata = { title: 'Redirects' };

/** /admin/redirects, for people who edit content (the session and role check is RedirectsAdmin's first step). */
export default function RedirectsPage() {
  return (
    <>
      <PageHeader title="Redirects" description="Old addresses that send visitors and search engines to the current page, so links to a renamed page keep working." />
      <Suspense fallback={<PageSkeleton label="Loading the redirects…" withTitle={false} />}>
        <RedirectsAdmin />
      </Suspense>
    </>
  );
}
