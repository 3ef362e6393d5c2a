import type { Metadata } from 'next';
import { pageMetadata } from '@/lib/seo/page-metadata';
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
import { banners } from '@/content/banners';
import { CLIENT_TESTIMONIALS_AUTOPLAY_MS, CLIENT_TESTIMONIAL_SLIDES } from '@/lib/ui-constants';

export const metadata: Metadata = pageMetadata({
  title: 'Ztart Visa: visa consultants in Dubai | Visa on time, guaranteed',
  description: 'Visa assistance in Dubai for UAE residents: free consultation, application preparation and doorstep document delivery for tourist, visit and business visas to 120+ countries.',
  path: '/',
});

/** The home page: its own header laid over the hero, nine sections in the spec's order, its own footer. */
export default function HomePage() {
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
          eyebrow="We handle the paperwork"
          title="Simplifying Your Visa Journey"
          text="Forms, appointments, insurance and document checks: tell us where you are going and we take care of the rest, with updates at every step."
          cta={{ href: '/contact', label: 'Contact now' }}
          image={banners.journey}
          tone="sand"
        />
        <TestimonialsSection heading="Thousands of Happy Travelers" slides={CLIENT_TESTIMONIAL_SLIDES} autoplayMs={CLIENT_TESTIMONIALS_AUTOPLAY_MS} />
        <HomeFaq />
        <CtaBanner
          id="get-in-touch-heading"
          eyebrow="Talk to a consultant"
          title="Get in touch"
          text="Call, write or visit us in Umm Hurair 2, Dubai. Your first consultation is free."
          cta={{ href: '/contact', label: 'Contact Us' }}
          image={banners.getInTouch}
        />
      </main>
      <SiteFooter />
    </>
  );
}
