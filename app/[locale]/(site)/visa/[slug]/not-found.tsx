import { getTranslations } from 'next-intl/server';
import { NotFoundMessage } from '@/components/site/not-found-message';

/** An unknown visa: the visa page's own wording for 'no visa data' (spec, Visa detail), in the site's 404, in the page's language. */
export default async function VisaNotFound() {
  const t = await getTranslations('visas');
  return <NotFoundMessage landmark="none" heading={t('page.notFound')} />;
}
