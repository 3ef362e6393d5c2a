import type { ReactNode } from 'react';
import { Logo } from '@/components/site/logo';

/** The page of one card under the logo: login, invitation, 403. */
export function CenteredCard({ children }: { children: ReactNode }) {
  return (
    <main id="main" className="flex min-h-dvh items-center justify-center bg-mist-50 px-4 py-12">
      <div className="w-full max-w-md">
        <div className="mb-8 flex justify-center">
          <Logo />
        </div>
        <div className="card p-6 sm:p-8">{children}</div>
      </div>
    </main>
  );
}
