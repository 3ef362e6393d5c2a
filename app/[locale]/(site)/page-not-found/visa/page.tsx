import type { Metadata } from 'next';
import { NotFoundMessage, notFoundPageMetadata } from '@/components/site/not-found-message';

export const generateMetadata = (): Promise<Metadata> => notFoundPageMetadata();

/** The 404 of an unknown visa, in the visa page's own words (spec, Visa detail): shown by proxy.ts. */
export default function VisaNotFound() {
  return <NotFoundMessage landmark="none" heading="visa" />;
}
