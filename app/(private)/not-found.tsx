import type { Metadata } from 'next';
import { NotFoundMessage } from '@/components/site/not-found-message';
import { SiteFooter } from '@/components/site/site-footer';
import { SiteHeader } from '@/components/site/site-header';
import { notFoundMetadata } from '@/lib/seo/page-metadata';

export const metadata: Metadata = notFoundMetadata;

/**
 * The 404 of the staff's area and the applicant's page (an unknown record, a link that no longer
 * works): the public site's, in English, with its header and footer.
 */
export default function NotFound() {
  return (
    <>
      <SiteHeader />
      <NotFoundMessage landmark="main" />
      <SiteFooter />
    </>
  );
}
