import type { Metadata } from 'next';
import { Suspense } from 'react';
import { ContentList } from '@/components/content/content-list';
import { PageSkeleton } from '@/components/admin/page-skeleton';

export const metadata: Metadata = { title: 'Manage blogs' };

/** Spec section 2: /manage-blogs/{id} renders the list too (edit pages live at /manage-blogs/{slug}/edit). */
export default function ManageBlogsByIdPage({ searchParams }: PageProps<'/admin/manage-blogs/[slug]'>) {
  return (
    <Suspense fallback={<PageSkeleton />}>
      <ContentList kind="blog" searchParams={searchParams} />
    </Suspense>
  );
}
