import type { Metadata } from 'next';
import { Suspense } from 'react';
import { EditContent } from '@/components/content/edit-content';
import { PageSkeleton } from '@/components/admin/page-skeleton';

export const metadata: Metadata = { title: 'Edit blog' };

export default function EditBlogPage({ params }: PageProps<'/admin/manage-blogs/[slug]/edit'>) {
  return (
    <Suspense fallback={<PageSkeleton />}>
      <EditContent kind="blog" params={params} />
    </Suspense>
  );
}
