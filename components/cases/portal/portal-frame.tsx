import type { ReactNode } from 'react';
import { Logo } from '@/components/site/logo';
import { getCompany } from '@/lib/company';

/** The portal's page: the logo, one column sized for a phone first, and how to reach the office. */
export function PortalFrame({ children }: { children: ReactNode }) {
  const company = getCompany();
  return (
    <main id="main" className="min-h-dvh bg-mist-50 px-4 py-6 sm:py-10">
      <div className="mx-auto w-full max-w-2xl">
        <div className="mb-6 flex justify-center">
          <Logo />
        </div>
        {children}
        <p className="mt-8 text-center text-xs text-muted">
          Questions? Call {company.phone} or write to {company.email}.
        </p>
      </div>
    </main>
  );
}
