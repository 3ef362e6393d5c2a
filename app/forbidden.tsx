import type { Metadata } from 'next';
import Link from 'next/link';
import { CenteredCard } from '@/components/admin/centered-card';

export const metadata: Metadata = { title: 'Not allowed', robots: { index: false, follow: false } };

/**
 * The 403 page: a signed-in staff member opened a part of the admin their role does not open
 * (lib/auth/roles.ts). It says so plainly and leads back to what they can do.
 */
export default function Forbidden() {
  return (
    <CenteredCard>
      <div className="text-center">
        <p className="eyebrow text-coral-700">403</p>
        <h1 className="heading-3 mt-2">Your role does not open this page</h1>
        <p className="mt-3 text-sm text-muted">
          Editors work on visas and blog posts, sales on the leads, and the owner on everything. If you need this page, ask the owner of the
          site to change your role.
        </p>
        <Link href="/admin" className="btn-primary mt-6 inline-flex">
          Back to the dashboard
        </Link>
      </div>
    </CenteredCard>
  );
}
