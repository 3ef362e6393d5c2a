import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { AdminChrome } from '@/components/admin/admin-chrome';

export const metadata: Metadata = {
  title: { default: 'Admin', template: '%s | Admin' },
  robots: { index: false, follow: false },
};

/**
 * The admin frame. It holds no data, so it renders at once; every page under it checks the
 * session itself (requireAdmin) before it reads anything, and every action does the same.
 */
export default function AdminLayout({ children }: { children: ReactNode }) {
  return (
    <>
      <AdminChrome>{children}</AdminChrome>
    </>
  );
}
