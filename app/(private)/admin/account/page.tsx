import type { Metadata } from 'next';
import { Suspense } from 'react';
import { PageHeader } from '@/components/admin/page-header';
import { PageSkeleton } from '@/components/admin/page-skeleton';
import { AccountSettings } from '@/components/staff/account-settings';

export const metadata: Metadata = { title: 'My account' };

/** /admin/account: every signed-in person's own settings (the session check is AccountSettings' first step). */
export default function AccountPage() {
  return (
    <>
      <PageHeader title="My account" description="Your name, public profile, password, two-factor sign-in and sessions." />
      <Suspense fallback={<PageSkeleton label="Loading your account…" withTitle={false} />}>
        <AccountSettings />
      </Suspense>
    </>
  );
}
