import type { Metadata } from 'next';
import { pageMetadata } from '@/lib/seo/page-metadata';
import { PopularVisas } from '@/components/blocks/popular-visas';
import { SectionHeading } from '@/components/blocks/section-heading';
import { TestimonialsSection } from '@/components/blocks/testimonials-section';
import { FaqList } from '@/components/faq/faq-list';
import { Assurances } from '@/components/landing/assurances';
import { BackToTop } from '@/components/landing/back-to-top';
import { ImageTextSection } from '@/components/landing/image-text-section';
import { LandingHero } from '@/components/landing/landing-hero';
import { LeadModalButton, LeadModalProvider } from '@/components/landing/lead-modal';
import { ArrowRightIcon } from '@/components/ui/icons';
import { banners } from '@/content/banners';
import { landingCommunity, visaAnalysisCamp } from '@/content/home';
import { JsonLd } from '@/components/seo/json-ld';
import { getSiteListItems } from '@/lib/site-lists/site-lists';
import { faqPageLd } from '@/lib/seo/json-ld';
import { TESTIMONIAL_CARD_SLIDES } from '@/lib/ui-constants';
import { countryNames } from '@/content/countries';

export const metadata: Metadata = pageMetadata({
  title: 'Visa Consultant in Dubai | Free Consultation | Ztart Visa',
  description: 'Trusted visa consultant in Dubai: free consultation, document checks and doorstep delivery for Schengen, UK, USA, Canada, Japan and more.',
  path: '/visa-consultant-in-dubai',
});

export default async function LandingPage() {
  const landingFaqs = await getSiteListItems('landing-faqs');
  return (
    <LeadModalProvider destinations={countryNames}>
      <LandingHero />
      <Assurances />
      <PopularVisas heading="Visas We Arrange for UAE Residents" className="bg-mist-50" />
      <ImageTextSection
        id="community-heading"
        eyebrow="Our community"
        heading={landingCommunity.heading}
        paragraphs={landingCommunity.paragraphs}
        image={banners.community}
        actions={<LeadModalButton>Book a free consultation</LeadModalButton>}
      />
      <ImageTextSection
        id="camp-heading"
        eyebrow="Free profile review"
        heading={visaAnalysisCamp.heading}
        paragraphs={visaAnalysisCamp.paragraphs}
        image={banners.analysisCamp}
        reverse
        className="bg-sand-100"
        actions={
          <>
            <LeadModalButton className="btn-secondary">Reserve your place</LeadModalButton>
            <a
              href={visaAnalysisCamp.linkHref}
              target="_blank"
              rel="noopener noreferrer"
              className="inline-flex items-center gap-1.5 font-semibold text-navy-700 underline decoration-gold-500 decoration-2 underline-offset-4 hover:text-navy-900"
            >
              {visaAnalysisCamp.linkLabel}
              <ArrowRightIcon />
              <span className="sr-only">(opens in a new tab)</span>
            </a>
          </>
        }
      />
      <TestimonialsSection heading="Our applicants say it all" slides={TESTIMONIAL_CARD_SLIDES} className="" />
      <section aria-labelledby="landing-faq-heading" className="section bg-mist-50">
        <div className="container-page grid gap-10 lg:grid-cols-[minmax(0,0.8fr)_minmax(0,1.2fr)] lg:gap-16">
          <SectionHeading
            id="landing-faq-heading"
            align="left"
            eyebrow="FAQ"
            title="Questions before you apply"
            lead="What UAE residents usually ask us before starting a visa application."
          >
            <LeadModalButton className="btn-primary mt-8">Talk to a consultant</LeadModalButton>
          </SectionHeading>
          <FaqList items={landingFaqs} name="landing-faq" />
          <JsonLd data={faqPageLd(landingFaqs)} />
        </div>
      </section>
      <BackToTop />
    </LeadModalProvider>
  );
}
