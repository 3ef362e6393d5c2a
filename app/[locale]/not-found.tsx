import type { Metadata } from 'next';
import { NotFoundMessage, notFoundPageMetadata } from '@/components/site/not-found-message';
import { SiteFooter } from '@/components/site/site-footer';
import { SiteHeader } from '@/components/site/site-header';

export const generateMetadata = (): Promise<Metadata> => notFoundPageMetadata();

/**
 * The 404 of a public address no page answers (app/[locale]/[...rest]), in its language: it is
 * rendered outside the site layout, so it draws the site's header and footer itself.
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
