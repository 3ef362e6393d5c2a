import type { Metadata } from 'next';
import { Suspense } from 'react';
import { LoginForm } from '@/components/admin/login-form';
import { RedirectIfSignedIn } from '@/components/admin/redirect-if-signed-in';
import { Logo } from '@/components/site/logo';

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
    <main id="main" className="flex min-h-dvh items-center justify-center bg-mist-50 px-4 py-12">
      <Suspense fallback={null}>
        <RedirectIfSignedIn />
      </Suspense>
      <div className="w-full max-w-md">
        <div className="mb-8 flex justify-center">
          <Logo />
        </div>
        <div className="card p-6 sm:p-8">
          <h1 className="heading-3 text-center">Admin Login</h1>
          <p className="mt-2 text-center text-sm text-muted">Sign in to manage visas and blog posts.</p>
          <div className="mt-7">
            <LoginForm />
          </div>
        </div>
      </div>
    </main>
  );
}
