import type { Metadata } from 'next';
import { NotFoundMessage, notFoundPageMetadata } from '@/components/site/not-found-message';

export const generateMetadata = (): Promise<Metadata> => notFoundPageMetadata();

/**
 * The 404 inside the site layout (an unknown visa or post), which already draws the header, the
 * footer and <main>. Without it Next would put a second copy of the root 404, header and footer
 * included, into the payload of every page of this group.
 */
export default function SiteNotFound() {
  return <NotFoundMessage landmark="none" />;
}
