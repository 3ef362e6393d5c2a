import type { Metadata } from 'next';
import { type ReactNode, Suspense } from 'react';
import { AdminChrome } from '@/components/admin/admin-chrome';
import { AdminNav } from '@/components/admin/admin-nav';
import { RoleNav, SignedInPerson } from '@/components/admin/role-nav';
import { SonnerToaster } from '@/components/site/sonner-toaster';

export const metadata: Metadata = {
  title: { default: 'Admin', template: '%s | Admin' },
  robots: { index: false, follow: false },
};

/**
 * The admin frame. It renders at once; the links the person's role opens and their name stream
 * in behind their own boundaries. Every page under it checks the session and the role itself
 * (requireAdmin) before it reads anything, and every action does the same.
 */
export default function AdminLayout({ children }: { children: ReactNode }) {
  // Staff screens toast on every save: their toaster is there from the start, unlike the public pages'.
  return (
    <>
      <AdminChrome
        nav={
          <Suspense fallback={<AdminNav hrefs={[]} />}>
            <RoleNav />
          </Suspense>
        }
        person={
          <Suspense fallback={null}>
            <SignedInPerson />
          </Suspense>
        }
      >
        {children}
      </AdminChrome>
      <SonnerToaster />
    </>
  );
}
