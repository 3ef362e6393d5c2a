import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { pageMetadata } from '@/lib/seo/page-metadata';
import { SiteLink } from '@/components/site/site-link';
import { GalleryMasonry } from '@/components/about/gallery-masonry';
import { TeamSection } from '@/components/about/team-section';
import { PageHero } from '@/components/blocks/page-hero';
import { Stats } from '@/components/blocks/stats';
import { JsonLd } from '@/components/seo/json-ld';
import { CheckIcon } from '@/components/ui/icons';
import { about as aboutEn } from '@/content/about';
import { about as aboutAr } from '@/content/ar/about';
import { gallery as galleryAr } from '@/content/ar/gallery';
import { pageBanners } from '@/components/pages/page-banners';
import { gallery as galleryEn } from '@/content/gallery';
import { getEnv } from '@/lib/config/env';
import { inLocale } from '@/lib/i18n/locales';
import { localizedPath } from '@/lib/i18n/paths';
import { getLocale } from '@/lib/i18n/server';
import { sitePageLd } from '@/lib/seo/site-page-ld';

export async function generateMetadata(): Promise<Metadata> {
  const [locale, t] = await Promise.all([getLocale(), getTranslations('about')]);
  return pageMetadata({ title: t('meta.title'), description: inLocale(locale, { en: aboutEn, ar: aboutAr }).intro, path: '/about', locale });
}

export default async function AboutPage() {
  const [locale, t] = await Promise.all([getLocale(), getTranslations('about')]);
  const about = inLocale(locale, { en: aboutEn, ar: aboutAr });
  const gallery = inLocale(locale, { en: galleryEn, ar: galleryAr });
  const banners = pageBanners(locale);
  return (
    <>
      <PageHero eyebrow={about.eyebrow} title={about.headline} lead={about.intro} image={banners.about}>
        <Stats className="mt-8" />
      </PageHero>

      <section aria-labelledby="buddy-heading" className="section">
        <div className="container-page grid gap-12 lg:grid-cols-[minmax(0,1fr)_minmax(0,1.1fr)] lg:gap-16">
          <div className="lg:sticky lg:top-28 lg:self-start">
            <h2 id="buddy-heading" className="heading-2">
              {about.buddy.heading}
            </h2>
            <div className="mt-6 space-y-4 text-lg leading-relaxed text-muted">
              {about.buddy.paragraphs.map((paragraph) => (
                <p key={paragraph}>{paragraph}</p>
              ))}
            </div>
            <ul className="mt-8 space-y-4">
              {about.promises.map((promise) => (
                <li key={promise.title} className="flex gap-3">
                  <span className="mt-0.5 flex size-7 shrink-0 items-center justify-center rounded-full bg-gold-500 text-navy-950">
                    <CheckIcon className="size-4" />
                  </span>
                  <span>
                    <span className="block font-semibold text-navy-900">{promise.title}</span>
                    <span className="block text-muted">{promise.desc}</span>
                  </span>
                </li>
              ))}
            </ul>
          </div>
          <GalleryMasonry items={gallery} label={t('gallery')} />
        </div>
      </section>

      <TeamSection />

      <section aria-labelledby="travel-better-heading" className="pb-16 sm:pb-20">
        <div className="container-page">
          <div className="flex flex-col items-start gap-6 rounded-[2rem] bg-navy-900 p-8 text-white sm:p-12 md:flex-row md:items-center md:justify-between">
            <div>
              <h2 id="travel-better-heading" className="heading-2 text-white">
                {about.cta.heading}
              </h2>
              <p className="mt-3 text-lg text-sky-100">{about.cta.text}</p>
            </div>
            <SiteLink href={localizedPath('/visa', locale)} className="btn-primary shrink-0">
              {about.cta.label}
            </SiteLink>
          </div>
        </div>
      </section>
      <JsonLd data={sitePageLd(getEnv().SITE_URL, { type: 'AboutPage', path: '/about', name: about.headline, description: about.intro, locale })} />
    </>
  );
}
