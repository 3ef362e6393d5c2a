import type { Metadata } from 'next';
import { Suspense } from 'react';
import { EditContent } from '@/components/content/edit-content';
import { PageSkeleton } from '@/components/admin/page-skeleton';

export const metadata: Metadata = { title: 'Edit visa' };

export default function EditVisaPage({ params }: PageProps<'/admin/manage-visas/[slug]/edit'>) {
  return (
    <Suspense fallback={<PageSkeleton />}>
      <EditContent kind="visa" params={params} />
    </Suspense>
  );
}
