import type { Metadata } from 'next';
import { Suspense } from 'react';
import { ContentList } from '@/components/content/content-list';
import { PageSkeleton } from '@/components/admin/page-skeleton';

export const metadata: Metadata = { title: 'Manage visas' };

export default function ManageVisasPage({ searchParams }: PageProps<'/admin/manage-visas'>) {
  return (
    <Suspense fallback={<PageSkeleton />}>
      <ContentList kind="visa" searchParams={searchParams} />
    </Suspense>
  );
}
