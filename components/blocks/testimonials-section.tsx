import { Carousel } from '@/components/carousel/carousel';
import { htmlToPlainText, truncateTestimonial } from '@/lib/content/plain-text';
import { getSiteListItems } from '@/lib/site-lists/site-lists';
import type { SlidesPerView } from '@/lib/ui-constants';
import { SectionHeading } from './section-heading';
import { TestimonialCard } from './testimonial-card';

/**
 * The client reviews carousel. Its heading is 'Thousands of Happy Travelers', except on the
 * landing page ('Our applicants say it all'); slide counts differ between the home page and the
 * shared block (lib/ui-constants.ts). The reviews are the stored list staff edit (sanitised HTML).
 */
export async function TestimonialsSection({
  heading,
  slides,
  autoplayMs,
  className = 'bg-mist-50',
}: {
  heading: 'Thousands of Happy Travelers' | 'Our applicants say it all';
  slides: SlidesPerView;
  autoplayMs?: number;
  className?: string;
}) {
  const testimonials = await getSiteListItems('testimonials');
  return (
    <section aria-labelledby="testimonials-heading" className={`section ${className}`}>
      <div className="container-page">
        <SectionHeading
          id="testimonials-heading"
          eyebrow="Client reviews"
          title={heading}
          lead="UAE residents of many nationalities trust us with their tourist, family and business visas. This is what they say."
        />
        <div className="mt-10">
          <Carousel label="Client reviews" slides={slides} autoplayMs={autoplayMs}>
            {testimonials.map((entry, index) => {
              const { text, truncated } = truncateTestimonial(htmlToPlainText(entry.testi));
              return <TestimonialCard key={`${index}-${entry.name}`} name={entry.name} place={entry.place} html={entry.testi} short={truncated ? text : null} />;
            })}
          </Carousel>
        </div>
      </div>
    </section>
  );
}
