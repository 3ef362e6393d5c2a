import type { Metadata } from 'next';
import { NotFoundMessage } from '@/components/site/not-found-message';
import { notFoundMetadata } from '@/lib/seo/page-metadata';

// Shown with status 404 by proxy.ts, which tells Next nothing of it: the noindex hint is its own.
export const metadata: Metadata = { ...notFoundMetadata, robots: { index: false } };

/** The 404 of a public address no page answers (lib/i18n/locale-routing.ts, NOT_FOUND_PAGE). */
export default function PageNotFound() {
  return <NotFoundMessage landmark="none" />;
}
