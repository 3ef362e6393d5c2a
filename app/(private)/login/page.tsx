import type { Metadata } from 'next';
import { Suspense } from 'react';
import { LoginForm } from '@/components/staff/login-form';
import { RedirectIfSignedIn } from '@/components/admin/redirect-if-signed-in';
import { CenteredCard } from '@/components/admin/centered-card';

export const metadata: Metadata = {
  title: 'Admin Login',
  robots: { index: false, follow: false },
};

/**
 * The admin login page. The form is static (it renders at once, cookies or not); the check that
 * sends a signed-in admin to /admin reads the cookie, so it streams in behind its own boundary.
 */
export default function LoginPage() {
  return (
    <CenteredCard>
      <Suspense fallback={null}>
        <RedirectIfSignedIn />
      </Suspense>
      <h1 className="heading-3 text-center">Admin Login</h1>
      <p className="mt-2 text-center text-sm text-muted">Sign in to manage visas, blog posts and leads.</p>
      <div className="mt-7">
        <LoginForm />
      </div>
    </CenteredCard>
  );
}
