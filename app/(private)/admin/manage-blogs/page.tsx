import type { Metadata } from 'next';
import { Suspense } from 'react';
import { ContentList } from '@/components/content/content-list';
import { PageSkeleton } from '@/components/admin/page-skeleton';

export const metadata: Metadata = { title: 'Manage blogs' };

export default function ManageBlogsPage({ searchParams }: PageProps<'/admin/manage-blogs'>) {
  return (
    <Suspense fallback={<PageSkeleton />}>
      <ContentList kind="blog" searchParams={searchParams} />
    </Suspense>
  );
}
