import type { Metadata } from 'next';
import Link from 'next/link';
import { SiteFooter } from '@/components/site/site-footer';
import { SiteHeader } from '@/components/site/site-header';
import { notFoundMetadata } from '@/lib/seo/page-metadata';

export const metadata: Metadata = notFoundMetadata;

export default function NotFound() {
  return (
    <>
      <SiteHeader />
      <main id="main" className="container-page flex min-h-[70vh] flex-col items-center justify-center py-20 text-center">
        <p className="font-display text-7xl font-extrabold text-gold-600">404</p>
        <h1 className="heading-1 mt-4">Page Not Found</h1>
        <p className="lead mt-4">The page you are looking for does not exits.</p>
        <Link href="/" className="btn-primary mt-8">
          Go to Home
        </Link>
      </main>
      <SiteFooter />
    </>
  );
}
