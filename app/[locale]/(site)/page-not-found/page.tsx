import type { Metadata } from 'next';
import { NotFoundMessage, notFoundPageMetadata } from '@/components/site/not-found-message';

export const generateMetadata = (): Promise<Metadata> => notFoundPageMetadata();

/**
 * The 404 of a public address no page answers, shown by proxy.ts with status 404 (Next then
 * adds the noindex hint itself): lib/i18n/locale-routing.ts, NOT_FOUND_PAGE.
 */
export default function PageNotFound() {
  return <NotFoundMessage landmark="none" />;
}
