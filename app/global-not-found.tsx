import type { Metadata } from 'next';
import { NotFoundMessage } from '@/components/site/not-found-message';
import { SiteFooter } from '@/components/site/site-footer';
import { SiteHeader } from '@/components/site/site-header';
import { company } from '@/content/company';
import { getEnv } from '@/lib/config/env';
import { notFoundMetadata } from '@/lib/seo/page-metadata';
import { inter, jakarta } from './fonts';
import './globals.css';

// No layout above it gives the site's title template.
export const metadata: Metadata = {
  ...notFoundMetadata,
  title: `${notFoundMetadata.title} | ${company.name}`,
  metadataBase: new URL(getEnv().SITE_URL),
};

/**
 * The 404 of an address outside every root layout (an unknown page under /admin or /case, a
 * file that is not there): public pages have their own, in their language (app/[locale]).
 */
export default function GlobalNotFound() {
  return (
    <html lang="en" className={`${inter.variable} ${jakarta.variable}`}>
      <body>
        <SiteHeader />
        <NotFoundMessage landmark="main" />
        <SiteFooter />
      </body>
    </html>
  );
}
