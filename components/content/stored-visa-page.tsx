import Link from 'next/link';
import { PopularVisas } from '@/components/blocks/popular-visas';
import { TestimonialsSection } from '@/components/blocks/testimonials-section';
import { RichText } from '@/components/ui/rich-text';
import { isRichQuestion, sanitizeQuestion } from '@/lib/rich-text/question';
import type { Visa } from '@/lib/content/content-repository';
import type { VisaFacts } from '@/lib/visa-facts/visa-facts-repository';
import { TESTIMONIAL_CARD_SLIDES } from '@/lib/ui-constants';
import { VisaPageLayout } from '../visa/visa-page-layout';

/**
 * A visa page written by staff in the admin area, in the layout every visa page shares. Its forms
 * report the visa as their lead's topic (`data-lead-topic`), and `whatsappHref` opens a chat about it.
 */
export function StoredVisaPage({ visa, facts, whatsappHref }: { visa: Visa; facts: VisaFacts | null; whatsappHref: string }) {
  return (
    <VisaPageLayout
      topic={visa.title}
      hero={{
        country: visa.country,
        eyebrow: visa.country,
        title: visa.title,
        image: { src: visa.imageURL, alt: visa.imageAlt },
        summary: visa.about ? <p>{visa.about}</p> : undefined,
        applyLabel: 'Apply now',
        whatsappHref,
      }}
      facts={facts}
      faqs={visa.faqs}
      after={
        <>
          <PopularVisas className="bg-mist-50" exclude={visa.slug} />
          <TestimonialsSection heading="Thousands of Happy Travelers" slides={TESTIMONIAL_CARD_SLIDES} className="" />
        </>
      }
    >
      <RichText html={visa.description} />
      {visa.questions.length > 0 && (
        <section className="space-y-6" aria-label="Questions about this visa">
          {visa.questions.map((item) => (
            <div key={item.question} className="rounded-3xl bg-mist-50 p-5 sm:p-8">
              <VisaQuestion question={item.question} />
              <RichText html={item.answer} className="mt-3" />
            </div>
          ))}
        </section>
      )}
      <div className="flex flex-col items-start gap-4 rounded-3xl bg-sand-100 p-5 sm:flex-row sm:items-center sm:justify-between sm:p-8">
        <p className="font-display text-lg font-bold text-navy-900">Questions about your {visa.country} application?</p>
        <Link href="/contact" className="btn-secondary shrink-0">
          Contact us
        </Link>
      </div>
    </VisaPageLayout>
  );
}

/**
 * A question as its author wrote it: plain text in a heading, or the old editor's HTML (paragraphs,
 * alignment, sizes) as rich text in an element with the heading role (a heading may not hold
 * paragraphs). Sanitised again here: questions stored before they were sanitised on write.
 */
function VisaQuestion({ question }: { question: string }) {
  if (!isRichQuestion(question)) return <h2 className="heading-3">{question}</h2>;
  return (
    <div role="heading" aria-level={2} className="heading-3">
      <RichText html={sanitizeQuestion(question)} className="rich-question" />
    </div>
  );
}
