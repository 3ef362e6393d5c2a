import type { Metadata } from 'next';
import { NotFoundMessage, notFoundPageMetadata } from '@/components/site/not-found-message';

export const generateMetadata = (): Promise<Metadata> => notFoundPageMetadata();

/**
 * The 404 of a notFound() that reaches the language's layout, which no page throws today: an
 * unknown address is answered by the site group's page-not-found (proxy.ts), an unknown visa or
 * post by the group's own 404, both inside the site's header and footer. Next puts this component
 * into the payload of every public page, so it draws the message alone, not a second header and
 * footer each page would carry for nothing.
 */
export default function NotFound() {
  return <NotFoundMessage landmark="main" />;
}
