import { NotFoundMessage } from '@/components/site/not-found-message';

/** An unknown visa: the visa page's own wording for 'no visa data' (spec, Visa detail), in the site's 404. */
export default function VisaNotFound() {
  return <NotFoundMessage landmark="none" heading="Page not found" />;
}
