import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { pageMetadata } from '@/lib/seo/page-metadata';
import { SiteLink } from '@/components/site/site-link';
import { PageHero } from '@/components/blocks/page-hero';
import { FaqList } from '@/components/faq/faq-list';
import { localizedFaqs } from '@/components/faq/localized-faqs';
import { pageBanners } from '@/components/pages/page-banners';
import { JsonLd } from '@/components/seo/json-ld';
import { localizedPath } from '@/lib/i18n/paths';
import { getLocale } from '@/lib/i18n/server';
import { getSiteListItems } from '@/lib/site-lists/site-lists';
import { faqPageLd, inLanguage } from '@/lib/seo/json-ld';

export async function generateMetadata(): Promise<Metadata> {
  const [locale, t] = await Promise.all([getLocale(), getTranslations('faq')]);
  return pageMetadata({ title: t('meta.title'), description: t('meta.description'), path: '/faq', locale });
}

export default async function FaqPage() {
  const [locale, t, stored] = await Promise.all([getLocale(), getTranslations('faq'), getSiteListItems('company-faqs')]);
  const faqItems = localizedFaqs(stored, locale, { question: 'title', answer: 'desc' });
  const banners = pageBanners(locale);
  return (
    <>
      <PageHero eyebrow={t('eyebrow')} title={t('title')} lead={t('lead')} image={banners.faq} />
      <section aria-label={t('listLabel')} className="section">
        <div className="container-page max-w-4xl">
          <FaqList items={faqItems} />
          <JsonLd data={inLanguage(faqPageLd(faqItems), locale)} />
          <div className="mt-10 flex flex-col items-start gap-4 rounded-3xl bg-sand-100 p-6 sm:flex-row sm:items-center sm:justify-between sm:p-8">
            <p className="font-display text-lg font-bold text-navy-900">{t('more')}</p>
            <SiteLink href={localizedPath('/contact', locale)} className="btn-secondary shrink-0">
              {t('contact')}
            </SiteLink>
          </div>
        </div>
      </section>
    </>
  );
}
