import type { Metadata } from 'next';
import { SiteLink } from '@/components/site/site-link';
import { getTranslations } from 'next-intl/server';
import { DataRequestForm, type DataRequestFormText } from '@/components/privacy/data-request-form';
import { JsonLd } from '@/components/seo/json-ld';
import { getEnv } from '@/lib/config/env';
import { localizedPath } from '@/lib/i18n/paths';
import { getLocale } from '@/lib/i18n/server';
import { templateParts } from '@/lib/leads/fill-template';
import { askAboutMyData } from '@/lib/privacy/request-actions';
import { REQUEST_DUE_DAYS } from '@/lib/privacy/constants';
import { pageMetadata } from '@/lib/seo/page-metadata';
import { sitePageLd } from '@/lib/seo/site-page-ld';

export async function generateMetadata(): Promise<Metadata> {
  const [t, locale] = await Promise.all([getTranslations('privacy.page'), getLocale()]);
  return pageMetadata({ title: t('metaTitle'), description: t('metaDescription'), path: '/privacy/my-data', locale });
}

/** /privacy/my-data: a person asks for a copy, a correction or erasure of their data, in the page's language. */
export default async function MyDataPage() {
  const [t, locale] = await Promise.all([getTranslations('privacy'), getLocale()]);
  const policyLink = (
    <SiteLink key="policy" href={localizedPath('/privacy-policy', locale)} className="font-semibold text-navy-700 underline underline-offset-2">
      {t('page.policyLink')}
    </SiteLink>
  );
  return (
    <>
      <section className="bg-mist-100">
        <div className="container-page max-w-4xl py-12 sm:py-16">
          <p className="eyebrow">{t('page.eyebrow')}</p>
          <h1 className="heading-1 mt-2">{t('page.title')}</h1>
          <p className="lead mt-6 max-w-3xl">{t('page.lead', { days: REQUEST_DUE_DAYS })}</p>
        </div>
      </section>
      <section className="section container-page max-w-4xl">
        <div className="card p-6 sm:p-10">
          <DataRequestForm action={askAboutMyData} text={t.raw('form') as DataRequestFormText} locale={locale} />
        </div>
        <p className="mt-6 text-sm text-muted">{templateParts(t.raw('page.policy') as string, { link: policyLink })}</p>
      </section>
      <JsonLd data={sitePageLd(getEnv().SITE_URL, { type: 'WebPage', path: '/privacy/my-data', name: t('page.metaTitle'), description: t('page.metaDescription'), locale })} />
    </>
  );
}
