import type { Metadata } from 'next';
import { Suspense } from 'react';
import { PageHeader } from '@/components/admin/page-header';
import { PageSkeleton } from '@/components/admin/page-skeleton';
import { TwoFactorEnrolment } from '@/components/staff/two-factor-enrolment';

export const metadata: Metadata = { title: 'Two-factor sign-in' };

/** /admin/account/two-factor: enrolment (the session check is TwoFactorEnrolment's first step). */
export default function TwoFactorPage() {
  return (
    <>
      <PageHeader title="Two-factor sign-in" description="A code from your phone at each sign-in, on top of your password." />
      <Suspense fallback={<PageSkeleton label="Preparing your key…" withTitle={false} />}>
        <TwoFactorEnrolment />
      </Suspense>
    </>
  );
}
