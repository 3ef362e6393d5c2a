import type { ReactNode } from 'react';
import { PublicChrome, SkipLink } from '@/components/site/public-chrome';
import { SiteFooter } from '@/components/site/site-footer';
import { SiteHeader } from '@/components/site/site-header';

/** Every page but the home page: the standard sticky header and the footer. */
export default function SiteLayout({ children }: { children: ReactNode }) {
  return (
    <>
      <SkipLink />
      <SiteHeader />
      <main id="main">{children}</main>
      <SiteFooter />
      <PublicChrome />
    </>
  );
}
