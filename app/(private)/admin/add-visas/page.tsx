import type { Metadata } from 'next';
import { Suspense } from 'react';
import { AdminOnly } from '@/components/admin/admin-only';
import { AddContent } from '@/components/content/add-content';
import { PageHeader } from '@/components/admin/page-header';
import { PageSkeleton } from '@/components/admin/page-skeleton';

export const metadata: Metadata = { title: 'Add visa' };

export default function AddVisaPage() {
  return (
    <Suspense fallback={<PageSkeleton />}>
      <AdminOnly capability="content">
        <PageHeader title="Add visa" description="A new visa page: it shows on /visa, its own page and the footer as soon as it is saved." />
        <AddContent kind="visa" />
      </AdminOnly>
    </Suspense>
  );
}
