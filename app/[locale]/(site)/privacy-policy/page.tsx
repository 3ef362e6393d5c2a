import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { SiteLink } from '@/components/site/site-link';
import { pageMetadata } from '@/lib/seo/page-metadata';
import { JsonLd } from '@/components/seo/json-ld';
import { privacyPolicy as privacyPolicyAr } from '@/content/ar/privacy-policy';
import { privacyPolicy as privacyPolicyEn } from '@/content/privacy-policy';
import { getEnv } from '@/lib/config/env';
import { inLocale } from '@/lib/i18n/locales';
import { localizedPath } from '@/lib/i18n/paths';
import { getLocale } from '@/lib/i18n/server';
import { currentPolicyRetention } from '@/lib/privacy/retention-current';
import { sitePageLd } from '@/lib/seo/site-page-ld';

export async function generateMetadata(): Promise<Metadata> {
  const [locale, t] = await Promise.all([getLocale(), getTranslations('policy')]);
  return pageMetadata({ title: t('meta.title'), description: t('meta.description'), path: '/privacy-policy', locale });
}

export default async function PrivacyPolicyPage() {
  const [locale, t] = await Promise.all([getLocale(), getTranslations('policy')]);
  const policy = inLocale(locale, { en: privacyPolicyEn, ar: privacyPolicyAr })(currentPolicyRetention(locale));
  return (
    <>
      <section className="bg-mist-100">
        {/* The same width as the contents and text below, so the page has one starting edge. */}
        <div className="container-page max-w-6xl py-12 sm:py-16">
          <p className="eyebrow">{t('eyebrow')}</p>
          <h1 className="heading-1 mt-2">{t('title')}</h1>
          <p className="mt-3 text-sm font-semibold text-muted">{t('lastUpdated', { date: policy.lastUpdated })}</p>
          <p className="lead mt-6 max-w-3xl">{policy.intro}</p>
          <p className="mt-6 max-w-3xl rounded-2xl bg-white px-5 py-4 text-sm text-ink shadow-sm">
            {t.rich('yourData', {
              link: (chunks) => (
                <SiteLink href={localizedPath('/privacy/my-data', locale)} className="font-semibold text-navy-700 underline underline-offset-2">
                  {chunks}
                </SiteLink>
              ),
            })}
          </p>
        </div>
      </section>
      <div className="section container-page grid max-w-6xl gap-12 lg:grid-cols-[240px_minmax(0,1fr)]">
        <nav aria-label={t('contentsLabel')} className="lg:sticky lg:top-28 lg:self-start">
          <h2 className="text-sm font-semibold tracking-wider text-muted uppercase">{t('contents')}</h2>
          <ol className="mt-3 space-y-2 border-s border-navy-900/10 text-sm">
            {policy.sections.map((section) => (
              <li key={section.number} className="ps-4">
                <a href={`#section-${section.number}`} className="text-navy-700 hover:text-gold-600">
                  {section.number}. {section.title}
                </a>
              </li>
            ))}
          </ol>
        </nav>
        <div className="prose-rich max-w-3xl">
          {policy.sections.map((section) => (
            <section key={section.number} aria-labelledby={`section-${section.number}`} className="space-y-4">
              <h2 id={`section-${section.number}`}>
                {section.number}. {section.title}
              </h2>
              {section.paragraphs.map((paragraph) => (
                <p key={paragraph}>{paragraph}</p>
              ))}
              {section.bullets && (
                <ul>
                  {section.bullets.map((bullet) => (
                    <li key={bullet}>{bullet}</li>
                  ))}
                </ul>
              )}
            </section>
          ))}
          <section aria-labelledby="disclaimers" className="mt-12 space-y-4 rounded-3xl bg-sand-100 p-6 sm:p-8">
            <h2 id="disclaimers" className="!mt-0">
              {t('disclaimers')}
            </h2>
            {policy.disclaimers.map((disclaimer) => (
              <p key={disclaimer}>{disclaimer}</p>
            ))}
          </section>
        </div>
      </div>
      <JsonLd data={sitePageLd(getEnv().SITE_URL, { type: 'WebPage', path: '/privacy-policy', name: t('title'), description: t('meta.description'), locale })} />
    </>
  );
}
