import type { Metadata } from 'next';
import { NotFoundMessage } from '@/components/site/not-found-message';
import { notFoundMetadata } from '@/lib/seo/page-metadata';

export const metadata: Metadata = notFoundMetadata;

/** The 404 of an unknown visa, in the visa page's own words (spec, Visa detail): shown by proxy.ts. */
export default function VisaNotFound() {
  return <NotFoundMessage landmark="none" heading="Page not found" />;
}
