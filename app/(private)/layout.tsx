import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import { Toasts } from '@/components/site/toasts';
import { company } from '@/content/company';
import { getEnv } from '@/lib/config/env';
import { inter, jakarta } from '../fonts';
import '../globals.css';

export const metadata: Metadata = {
  metadataBase: new URL(getEnv().SITE_URL),
  title: { default: company.name, template: `%s | ${company.name}` },
  applicationName: company.name,
  robots: { index: false, follow: false },
};

export const viewport: Viewport = {
  themeColor: '#0b2545',
};

/**
 * The pages search engines never see, in English: the staff's area, sign-in and invitations, and
 * the applicant's private case page. A root layout of its own, apart from the public pages' two
 * languages (app/[locale]/layout.tsx).
 */
export default function PrivateLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en" className={`${inter.variable} ${jakarta.variable}`}>
      <body>
        <a
          href="#main"
          className="sr-only z-50 rounded-full bg-navy-900 px-5 py-3 font-semibold text-white focus:not-sr-only focus:fixed focus:start-3 focus:top-3 focus:px-5 focus:py-3"
        >
          Skip to content
        </a>
        {children}
        <Toasts />
      </body>
    </html>
  );
}
