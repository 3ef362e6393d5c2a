import type { Metadata } from 'next';
import { Suspense } from 'react';
import { AdminOnly } from '@/components/admin/admin-only';
import { AddContent } from '@/components/content/add-content';
import { PageHeader } from '@/components/admin/page-header';
import { PageSkeleton } from '@/components/admin/page-skeleton';

export const metadata: Metadata = { title: 'Add blog' };

export default function AddBlogPage() {
  return (
    <Suspense fallback={<PageSkeleton />}>
      <AdminOnly capability="content">
        <PageHeader title="Add blog" description="A new post: it shows on /blogs and its own page as soon as it is saved." />
        <AddContent kind="blog" />
      </AdminOnly>
    </Suspense>
  );
}
