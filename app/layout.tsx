import type { Metadata, Viewport } from 'next';
import { Suspense, type ReactNode } from 'react';
import { JsonLd } from '@/components/seo/json-ld';
import { RouteScrollReset } from '@/components/site/route-scroll';
import { company } from '@/content/company';
import { getCompany } from '@/lib/company';
import { getEnv } from '@/lib/config/env';
import { travelAgencyLd } from '@/lib/seo/json-ld';
import { DEFAULT_OG_IMAGE } from '@/lib/seo/page-metadata';
import { inter, jakarta } from './fonts';
import './globals.css';

export const metadata: Metadata = {
  metadataBase: new URL(getEnv().SITE_URL),
  title: { default: `${company.name}: visa consultants in Dubai`, template: `%s | ${company.name}` },
  description: `Visa assistance in Dubai for UAE residents: free consultation, application preparation and doorstep document delivery for tourist, visit and business visas to ${company.stats[0].value} countries.`,
  applicationName: company.name,
  openGraph: { type: 'website', siteName: company.name, locale: 'en_AE', images: [DEFAULT_OG_IMAGE] },
  twitter: { card: 'summary_large_image', images: [DEFAULT_OG_IMAGE.url] },
};

export const viewport: Viewport = {
  themeColor: '#0b2545',
};

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en" className={`${inter.variable} ${jakarta.variable}`}>
      <body>
        {children}
        {/* Reads the path: on routes whose path is only known per request (admin edit pages) it
            must sit in a boundary of its own. It renders nothing, so the fallback is nothing. */}
        <Suspense fallback={null}>
          <RouteScrollReset />
        </Suspense>
        <JsonLd data={travelAgencyLd(getCompany(), getEnv().SITE_URL)} />
      </body>
    </html>
  );
}
