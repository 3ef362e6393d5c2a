import type { Metadata } from 'next';
import Link from 'next/link';

export const metadata: Metadata = { title: 'Not allowed', robots: { index: false, follow: false } };

/**
 * The 403 page: a signed-in staff member opened a part of the admin their role does not open
 * (lib/auth/roles.ts). It says so plainly and leads back to what they can do. It draws its own
 * card without the logo: the root's fallback pages share their client code with every 404, and
 * the logo's next/image would add 5.5 KB of JavaScript to each.
 */
export default function Forbidden() {
  return (
    <main id="main" className="flex min-h-dvh items-center justify-center bg-mist-50 px-4 py-12">
      <div className="card w-full max-w-md p-6 text-center sm:p-8">
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
    </main>
  );
}
