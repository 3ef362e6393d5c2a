import type { Metadata } from 'next';
import { Suspense } from 'react';
import { ContentList } from '@/components/content/content-list';
import { PageSkeleton } from '@/components/admin/page-skeleton';

export const metadata: Metadata = { title: 'Manage visas' };

/** Spec section 2: /manage-visas/{id} renders the list too (edit pages live at /manage-visas/{slug}/edit). */
export default function ManageVisasByIdPage({ searchParams }: PageProps<'/admin/manage-visas/[slug]'>) {
  return (
    <Suspense fallback={<PageSkeleton />}>
      <ContentList kind="visa" searchParams={searchParams} />
    </Suspense>
  );
}
