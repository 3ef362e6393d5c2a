import { SiteImage as Image } from '@/components/ui/site-image';
import Link from 'next/link';
import { ConsultationLink } from '@/components/leads/consultation-link';
import { PopularVisas } from '@/components/blocks/popular-visas';
import { TestimonialsSection } from '@/components/blocks/testimonials-section';
import { FaqList } from '@/components/faq/faq-list';
import { RichText } from '@/components/ui/rich-text';
import { WhatsAppIcon } from '@/components/ui/icons';
import { isRichQuestion, sanitizeQuestion } from '@/lib/rich-text/question';
import type { Visa } from '@/lib/content/content-repository';
import type { VisaFacts } from '@/lib/visa-facts/visa-facts-repository';
import { TESTIMONIAL_CARD_SLIDES } from '@/lib/ui-constants';
import { ConsultationAside } from '../visa/consultation-aside';
import { MobileApplicationBar } from '../visa/mobile-application-bar';
import { VisaFactsPanel } from '../visa-facts/visa-facts-panel';
import { Byline } from './byline';

/**
 * A visa page written by staff in the admin area. Its forms report the visa as their lead's
 * topic (`data-lead-topic`), and `whatsappHref` opens a chat about it. Its checked facts, when it
 * has them, come first.
 */
export function StoredVisaPage({ visa, facts, whatsappHref }: { visa: Visa; facts: VisaFacts | null; whatsappHref: string }) {
  return (
    <>
      <article data-lead-topic={visa.title}>
        <header className="relative isolate overflow-hidden bg-navy-900">
          <Image src={visa.imageURL} alt={visa.imageAlt} fill priority sizes="100vw" className="-z-10 object-cover opacity-45" />
          <div aria-hidden="true" className="absolute inset-0 -z-10 bg-gradient-to-t from-navy-950/90 via-navy-900/50 to-navy-900/20" />
          <div className="container-page py-16 sm:py-24 lg:py-28">
            <p className="eyebrow text-gold-400">{visa.country}</p>
            <h1 className="heading-1 mt-2 max-w-3xl text-white">{visa.title}</h1>
            {visa.about && <p className="mt-4 max-w-2xl text-lg leading-relaxed text-sky-100">{visa.about}</p>}
            <div className="mt-8 flex flex-wrap gap-3">
              <ConsultationLink country={visa.country} idPrefix="hero-consultation">
                apply now
              </ConsultationLink>
              <a href={whatsappHref} className="btn-light" rel="noopener noreferrer" target="_blank">
                <WhatsAppIcon className="size-5" />
                Chat with us on WhatsApp
              </a>
            </div>
          </div>
        </header>
        <div className="section container-page grid gap-12 lg:grid-cols-[minmax(0,1fr)_360px]">
          <div className="min-w-0">
            <Byline authorId={visa.authorId} published={visa.createdAt} reviewed={visa.updatedAt} className="mb-10" />
            {facts && (
              <div className="mb-12">
                <VisaFactsPanel facts={facts} />
              </div>
            )}
            <RichText html={visa.description} />
            {visa.questions.length > 0 && (
              <section className="mt-12 space-y-8" aria-label="Questions about this visa">
                {visa.questions.map((item) => (
                  <div key={item.question} className="rounded-3xl bg-mist-50 p-6 sm:p-8">
                    <VisaQuestion question={item.question} />
                    <RichText html={item.answer} className="mt-3" />
                  </div>
                ))}
              </section>
            )}
            <div className="mt-10 flex flex-col items-start gap-4 rounded-3xl bg-sand-100 p-6 sm:flex-row sm:items-center sm:justify-between sm:p-8">
              <p className="font-display text-lg font-bold text-navy-900">Questions about your {visa.country} application?</p>
              <Link href="/contact" className="btn-secondary shrink-0">
                contact us
              </Link>
            </div>
            {visa.faqs.length > 0 && (
              <section className="mt-14" aria-labelledby="visa-faq-heading">
                <h2 id="visa-faq-heading" className="heading-2 mb-6">
                  Frequently asked questions
                </h2>
                <FaqList items={visa.faqs} name="visa-faq" />
              </section>
            )}
          </div>
          <ConsultationAside country={visa.country} />
        </div>
      </article>
      <PopularVisas className="bg-mist-50" exclude={visa.slug} />
      <TestimonialsSection heading="Thousands of Happy Travelers" slides={TESTIMONIAL_CARD_SLIDES} className="" />
      <MobileApplicationBar country={visa.country} />
    </>
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
