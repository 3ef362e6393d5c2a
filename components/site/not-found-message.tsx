import type { Metadata } from 'next';
import { SiteLink } from './site-link';
import { getTranslations } from 'next-intl/server';
import { localizedPath } from '@/lib/i18n/paths';
import { getLocale } from '@/lib/i18n/server';
import { notFoundMetadata } from '@/lib/seo/page-metadata';

/** The visa page's own wording of its 404, as the spec gives it. */
const VISA_WORDING = 'Page not found';

/** A 404's title, in the page's language ('Page Not Found | Ztart Visa'). */
export async function notFoundPageMetadata(): Promise<Metadata> {
  const t = await getTranslations('common');
  return { ...notFoundMetadata, title: t('notFound.title') };
}

/**
 * What every 404 says, in the page's language. The root 404 draws the page's own `<main>` (it
 * renders outside any nested layout); inside the site layout, which has its <main> already, it is
 * a plain block. The heading is the not-found page's 'Page Not Found' unless a page's own wording
 * is given: 'visa' (or those English words) for the visa page's 'Page not found' (spec, "Visa
 * detail"), in the page's language; any other text as it is.
 */
export async function NotFoundMessage({ landmark, heading }: { landmark: 'main' | 'none'; heading?: 'visa' | (string & {}) }) {
  const [locale, t] = await Promise.all([getLocale(), getTranslations('common')]);
  const Box = landmark === 'main' ? 'main' : 'div';
  return (
    <Box id={landmark === 'main' ? 'main' : undefined} className="container-page flex min-h-[70vh] flex-col items-center justify-center py-20 text-center">
      <p className="font-display text-7xl font-extrabold text-gold-600">404</p>
      <h1 className="heading-1 mt-4">{heading === undefined ? t('notFound.title') : heading === 'visa' || heading === VISA_WORDING ? t('notFound.visaTitle') : heading}</h1>
      <p className="lead mt-4">{t('notFound.text')}</p>
      <SiteLink href={localizedPath('/', locale)} className="btn-primary mt-8">
        {t('notFound.home')}
      </SiteLink>
    </Box>
  );
}
