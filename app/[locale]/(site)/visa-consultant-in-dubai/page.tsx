import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { pageMetadata } from '@/lib/seo/page-metadata';
import { PopularVisas } from '@/components/blocks/popular-visas';
import { SectionHeading } from '@/components/blocks/section-heading';
import { TestimonialsSection } from '@/components/blocks/testimonials-section';
import { FaqList } from '@/components/faq/faq-list';
import { localizedFaqs } from '@/components/faq/localized-faqs';
import { Assurances } from '@/components/landing/assurances';
import { BackToTop } from '@/components/landing/back-to-top';
import { ImageTextSection } from '@/components/landing/image-text-section';
import { landingCopy } from '@/components/landing/landing-copy';
import { LandingHero } from '@/components/landing/landing-hero';
import { LeadModalButton, LeadModalProvider } from '@/components/landing/lead-modal';
import { ArrowRightIcon } from '@/components/ui/icons';
import { pageBanners } from '@/components/pages/page-banners';
import { JsonLd } from '@/components/seo/json-ld';
import { getLocale } from '@/lib/i18n/server';
import { getSiteListItems } from '@/lib/site-lists/site-lists';
import { faqPageLd, inLanguage } from '@/lib/seo/json-ld';
import { TESTIMONIAL_CARD_SLIDES } from '@/lib/ui-constants';
import { countryNames } from '@/content/countries';

export async function generateMetadata(): Promise<Metadata> {
  const [locale, t] = await Promise.all([getLocale(), getTranslations('landing')]);
  return pageMetadata({ title: t('meta.title'), description: t('meta.description'), path: '/visa-consultant-in-dubai', locale });
}

export default async function LandingPage() {
  const [locale, t, stored] = await Promise.all([getLocale(), getTranslations('landing'), getSiteListItems('landing-faqs')]);
  const landingFaqs = localizedFaqs(stored, locale, { question: 'question', answer: 'answer' });
  const banners = pageBanners(locale);
  const copy = landingCopy(locale);
  return (
    <LeadModalProvider destinations={countryNames}>
      <LandingHero />
      <Assurances copy={copy} />
      <PopularVisas heading={t('popularVisas')} className="bg-mist-50" />
      <ImageTextSection
        id="community-heading"
        eyebrow={t('community.eyebrow')}
        heading={copy.community.heading}
        paragraphs={copy.community.paragraphs}
        image={banners.community}
        actions={<LeadModalButton>{t('community.cta')}</LeadModalButton>}
      />
      <ImageTextSection
        id="camp-heading"
        eyebrow={t('camp.eyebrow')}
        heading={copy.camp.heading}
        paragraphs={copy.camp.paragraphs}
        image={banners.analysisCamp}
        reverse
        className="bg-sand-100"
        actions={
          <>
            <LeadModalButton className="btn-secondary">{t('camp.cta')}</LeadModalButton>
            <a
              href={copy.camp.linkHref}
              target="_blank"
              rel="noopener noreferrer"
              className="inline-flex items-center gap-1.5 font-semibold text-navy-700 underline decoration-gold-500 decoration-2 underline-offset-4 hover:text-navy-900"
            >
              {copy.camp.linkLabel}
              <ArrowRightIcon className="size-4 rtl:-scale-x-100" />
              <span className="sr-only">{t('camp.newTab')}</span>
            </a>
          </>
        }
      />
      {/* Named by its English words, as the block takes its heading. */}
      <TestimonialsSection heading="Our applicants say it all" slides={TESTIMONIAL_CARD_SLIDES} className="" />
      <section aria-labelledby="landing-faq-heading" className="section bg-mist-50">
        <div className="container-page grid gap-10 lg:grid-cols-[minmax(0,0.8fr)_minmax(0,1.2fr)] lg:gap-16">
          <SectionHeading id="landing-faq-heading" align="left" eyebrow={t('faq.eyebrow')} title={t('faq.heading')} lead={t('faq.lead')}>
            <LeadModalButton className="btn-primary mt-8">{t('faq.cta')}</LeadModalButton>
          </SectionHeading>
          <FaqList items={landingFaqs} name="landing-faq" />
          <JsonLd data={inLanguage(faqPageLd(landingFaqs), locale)} />
        </div>
      </section>
      <BackToTop label={t('backToTop')} />
    </LeadModalProvider>
  );
}
