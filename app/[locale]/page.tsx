import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { CtaBanner } from '@/components/blocks/cta-banner';
import { TestimonialsSection } from '@/components/blocks/testimonials-section';
import { HomeFaq } from '@/components/home/home-faq';
import { HomeHero } from '@/components/home/home-hero';
import { KeyPointsSection } from '@/components/home/key-points-section';
import { PreferredVisas } from '@/components/home/preferred-visas';
import { ReasonsSection } from '@/components/home/reasons-section';
import { StandOut } from '@/components/home/stand-out';
import { SiteFooter } from '@/components/site/site-footer';
import { SiteHeader } from '@/components/site/site-header';
import { banners as arabicBanners } from '@/content/ar/banners';
import { banners } from '@/content/banners';
import { company, companyTexts } from '@/content/company';
import { inLocale } from '@/lib/i18n/locales';
import { getLocale } from '@/lib/i18n/server';
import { pageMetadata } from '@/lib/seo/page-metadata';
import { CLIENT_TESTIMONIALS_AUTOPLAY_MS, CLIENT_TESTIMONIAL_SLIDES } from '@/lib/ui-constants';

export async function generateMetadata(): Promise<Metadata> {
  const [locale, t] = await Promise.all([getLocale(), getTranslations('home')]);
  return pageMetadata({
    title: t('metadata.title', { company: company.name }),
    description: t('metadata.description', { countries: companyTexts[locale].stats[0]!.value }),
    path: '/',
    locale,
  });
}

/** The home page: its own header laid over the hero, nine sections in the spec's order, its own footer. */
export default async function HomePage() {
  const [locale, t] = await Promise.all([getLocale(), getTranslations('home')]);
  const pictures = inLocale(locale, { en: banners, ar: arabicBanners });
  return (
    <>
      <SiteHeader variant="overlay" />
      <main id="main">
        <HomeHero />
        <PreferredVisas />
        <StandOut />
        <KeyPointsSection />
        <ReasonsSection />
        <CtaBanner
          id="journey-heading"
          eyebrow={t('journey.eyebrow')}
          title={t('journey.title')}
          text={t('journey.text')}
          cta={{ href: '/contact', label: t('journey.cta') }}
          image={pictures.journey}
          tone="sand"
        />
        <TestimonialsSection heading="Thousands of Happy Travelers" slides={CLIENT_TESTIMONIAL_SLIDES} autoplayMs={CLIENT_TESTIMONIALS_AUTOPLAY_MS} />
        <HomeFaq />
        <CtaBanner
          id="get-in-touch-heading"
          eyebrow={t('getInTouch.eyebrow')}
          title={t('getInTouch.title')}
          text={t('getInTouch.text')}
          cta={{ href: '/contact', label: t('getInTouch.cta') }}
          image={pictures.getInTouch}
        />
      </main>
      <SiteFooter />
    </>
  );
}
