import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { pageMetadata } from '@/lib/seo/page-metadata';
import { CtaBanner } from '@/components/blocks/cta-banner';
import { PageIntro } from '@/components/blocks/page-intro';
import { ContactForm } from '@/components/leads/contact-form';
import { ContactDetails } from '@/components/pages/contact-details';
import { JsonLd } from '@/components/seo/json-ld';
import { pageBanners } from '@/components/pages/page-banners';
import { getCompanyFacts } from '@/lib/company';
import { getEnv } from '@/lib/config/env';
import { localizedPath } from '@/lib/i18n/paths';
import { getLocale } from '@/lib/i18n/server';
import { sitePageLd } from '@/lib/seo/site-page-ld';

export async function generateMetadata(): Promise<Metadata> {
  const [locale, t] = await Promise.all([getLocale(), getTranslations('contact')]);
  return pageMetadata({ title: t('meta.title'), description: t('meta.description'), path: '/contact', locale });
}

export default async function ContactPage() {
  const locale = await getLocale();
  const [t, company] = await Promise.all([getTranslations('contact'), getCompanyFacts(locale)]);
  const banners = pageBanners(locale);
  return (
    <>
      <PageIntro eyebrow={t('eyebrow')} title={t('title')} lead={t('lead')} />
      <section aria-labelledby="message-heading" className="section pt-10 sm:pt-12">
        <div className="container-page grid gap-10 lg:grid-cols-[minmax(0,0.8fr)_minmax(0,1.2fr)] lg:gap-14">
          <ContactDetails company={company} />
          <div className="card p-6 sm:p-10">
            <h2 id="message-heading" className="heading-3">
              {t('message.heading')}
            </h2>
            <p className="mt-2 text-muted">{t('message.lead')}</p>
            <div className="mt-8">
              <ContactForm />
            </div>
          </div>
        </div>
      </section>
      <CtaBanner
        id="guarantee-heading"
        eyebrow={company.name}
        title={t('banner.title')}
        text={t('banner.text')}
        cta={{ href: localizedPath('/visa', locale), label: t('banner.cta') }}
        image={banners.contact}
      />
      <JsonLd data={sitePageLd(getEnv().SITE_URL, { type: 'ContactPage', path: '/contact', name: t('title'), description: t('meta.description'), locale })} />
    </>
  );
}
