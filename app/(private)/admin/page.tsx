import type { Metadata } from 'next';
import { Suspense } from 'react';
import { Dashboard } from '@/components/admin/dashboard';
import { PageSkeleton } from '@/components/admin/page-skeleton';

export const metadata: Metadata = { title: 'Dashboard' };

/** /admin: the session check and the counts stream in behind the boundary. */
export default function DashboardPage() {
  return (
    <Suspense fallback={<PageSkeleton />}>
      <Dashboard />
    </Suspense>
  );
}
