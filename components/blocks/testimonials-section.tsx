import { getTranslations } from 'next-intl/server';
import { Carousel } from '@/components/carousel/carousel';
import { getCarouselUi } from '@/components/carousel/carousel-ui.server';
import { htmlToPlainText, truncateTestimonial } from '@/lib/content/plain-text';
import { getLocale } from '@/lib/i18n/server';
import { getSiteListItems } from '@/lib/site-lists/site-lists';
import type { SlidesPerView } from '@/lib/ui-constants';
import { localizeRow } from './localize-row';
import { SectionHeading } from './section-heading';
import { TestimonialCard } from './testimonial-card';

/** The spec's two headings of the block, by their English words, and their catalogue keys. */
const HEADINGS = {
  'Thousands of Happy Travelers': 'testimonials.happyTravelers',
  'Our applicants say it all': 'testimonials.applicantsSay',
} as const;

/**
 * The client reviews carousel. Its heading is 'Thousands of Happy Travelers', except on the
 * landing page ('Our applicants say it all'), named by its English words and shown in the page's
 * language; slide counts differ between the home page and the shared block
 * (lib/ui-constants.ts). The reviews are the stored list staff edit (sanitised HTML), each in the
 * page's language where it has it, else in English, marked so.
 */
export async function TestimonialsSection({
  heading,
  slides,
  autoplayMs,
  className = 'bg-mist-50',
}: {
  heading: keyof typeof HEADINGS;
  slides: SlidesPerView;
  autoplayMs?: number;
  className?: string;
}) {
  const [testimonials, locale, t, ui] = await Promise.all([getSiteListItems('testimonials'), getLocale(), getTranslations('blocks'), getCarouselUi()]);
  const labels = { stars: t('testimonials.stars', { stars: '5' }), readMore: t('testimonials.readMore'), readLess: t('testimonials.readLess') };
  return (
    <section aria-labelledby="testimonials-heading" className={`section ${className}`}>
      <div className="container-page">
        <SectionHeading id="testimonials-heading" eyebrow={t('testimonials.eyebrow')} title={t(HEADINGS[heading])} lead={t('testimonials.lead')} />
        <div className="mt-10">
          <Carousel label={t('testimonials.carousel')} slides={slides} autoplayMs={autoplayMs} ui={ui}>
            {testimonials.map((entry, index) => {
              const review = localizeRow('testimonials', entry, locale);
              const { text, truncated } = truncateTestimonial(htmlToPlainText(review.value.testi));
              return (
                <TestimonialCard
                  key={`${index}-${entry.name}`}
                  name={review.value.name}
                  place={review.value.place}
                  html={review.value.testi}
                  short={truncated ? text : null}
                  lang={{ name: review.langOf('name'), place: review.langOf('place'), text: review.langOf('testi') }}
                  labels={labels}
                />
              );
            })}
          </Carousel>
        </div>
      </div>
    </section>
  );
}
