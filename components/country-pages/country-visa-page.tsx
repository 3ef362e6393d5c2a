import Image from 'next/image';
import { ConsultationLink } from '@/components/leads/consultation-link';
import { PopularVisas } from '@/components/blocks/popular-visas';
import { FaqList } from '@/components/faq/faq-list';
import { RichText } from '@/components/ui/rich-text';
import { WhatsAppIcon } from '@/components/ui/icons';
import { StarRating } from '@/components/ui/star-rating';
import type { CountryPage } from '@/lib/country-pages/country-page-repository';
import type { VisaFacts } from '@/lib/visa-facts/visa-facts-repository';
import { METHOD_LABELS, stepNumber } from '@/lib/country-pages/country-page-definition';
import { ConsultationAside } from '../visa/consultation-aside';
import { MobileApplicationBar } from '../visa/mobile-application-bar';
import { VisaFactsPanel } from '../visa-facts/visa-facts-panel';

/** The topic a country page's forms and chat link report: "Japan visa". */
export const countryTopic = (page: Pick<CountryPage, 'country'>) => `${page.country} visa`;

/**
 * A country page (staff edit it in the admin) with its structured sections. Its forms report
 * the country's visa as their lead's topic, and `whatsappHref` opens a chat about it.
 */
export function CountryVisaPage({ page, facts, whatsappHref }: { page: CountryPage; facts: VisaFacts | null; whatsappHref: string }) {
  return (
    <>
      <article data-lead-topic={countryTopic(page)}>
        <header className="bg-mist-100">
          <div className="container-page grid items-center gap-10 py-12 lg:grid-cols-2 lg:py-16">
            <div>
              <p className="eyebrow">{page.subtitle}</p>
              <h1 className="heading-1 mt-2">{page.title}</h1>
              <p className="mt-4 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm font-semibold">
                <StarRating stars={page.rating} className="text-gold-500" />
                <span className="text-muted">{page.visasThisMonth}+ visas processed this month</span>
              </p>
              <RichText html={page.intro} className="mt-5 text-lg" />
              <div className="mt-6 flex flex-wrap gap-3">
                <ConsultationLink country={page.country} idPrefix="hero-consultation">
                  Get free visa consultation
                </ConsultationLink>
                <a href={whatsappHref} className="btn-outline" rel="noopener noreferrer" target="_blank">
                  <WhatsAppIcon className="size-5" />
                  Chat on WhatsApp
                </a>
              </div>
            </div>
            <div className="relative aspect-[3/2] overflow-hidden rounded-[2rem] bg-sky-100 shadow-lg">
              <Image src={page.heroImage} alt={page.heroImageAlt} fill priority sizes="(min-width: 1280px) 592px, (min-width: 1024px) 50vw, 100vw" className="object-cover" />
            </div>
          </div>
        </header>

        <div className="container-page grid gap-12 py-12 sm:py-16 lg:grid-cols-[minmax(0,1fr)_360px]">
          <div className="min-w-0 space-y-14">
            {facts && <VisaFactsPanel facts={facts} />}
            <section aria-labelledby="essentials-heading">
              <h2 id="essentials-heading" className="heading-2">
                {page.essentialsHeading}
              </h2>
              <dl className="mt-6 grid grid-cols-2 gap-4 xl:grid-cols-4">
                {page.essentials.map((value, index) => (
                  <div key={METHOD_LABELS[index]} className="card flex flex-col-reverse justify-end p-5">
                    <dt className="text-xs font-semibold tracking-wider text-muted uppercase">{METHOD_LABELS[index]}</dt>
                    <dd className="mb-1 font-display text-lg leading-snug font-bold text-navy-900">{value}</dd>
                  </div>
                ))}
              </dl>
            </section>

            <RichText html={page.about} />

            <section aria-labelledby="apply-heading">
              <h2 id="apply-heading" className="heading-2">
                How to apply
              </h2>
              <RichText html={page.applicationProcess} className="mt-4" />
              <RichText html={page.howWeHelp} className="mt-4" />
            </section>

            <section aria-labelledby="documents-heading">
              <h2 id="documents-heading" className="heading-2">
                Documents required
              </h2>
              <RichText html={page.documentsRequired} className="mt-4" />
              {page.documentParagraphs.map((item, index) => (
                <p key={index} className="mt-4 leading-relaxed">
                  {item.text}
                </p>
              ))}
            </section>

            <section aria-labelledby="steps-heading">
              <h2 id="steps-heading" className="heading-2">
                Your documents, step by step
              </h2>
              <ol className="mt-6 grid gap-4 sm:grid-cols-2">
                {page.documentSteps.map((step, index) => (
                  <li key={index} className="card p-5">
                    <span className="font-display text-2xl font-extrabold text-gold-600">{stepNumber(index, 'padded')}</span>
                    <h3 className="mt-2 text-lg font-bold">{step.title}</h3>
                    <p className="mt-1 text-sm leading-relaxed text-muted">{step.description}</p>
                  </li>
                ))}
              </ol>
            </section>

            <section aria-labelledby="why-heading">
              <h2 id="why-heading" className="heading-2">
                {page.whyChooseUsHeading}
              </h2>
              {page.whyChooseUsParagraphs.map((item, index) => (
                <p key={index} className="mt-4 leading-relaxed">
                  {item.text}
                </p>
              ))}
              <figure className="mt-8 rounded-3xl bg-sand-100 p-6 sm:p-8">
                <blockquote className="text-lg leading-relaxed text-navy-900">“{page.testimonialQuote}”</blockquote>
                <figcaption className="mt-3 text-sm font-semibold text-muted">
                  {page.testimonialAuthor}, {page.testimonialPlace}
                </figcaption>
              </figure>
            </section>

            <section aria-labelledby="speed-heading" className="rounded-3xl bg-navy-900 p-6 text-sky-100 sm:p-8">
              <h2 id="speed-heading" className="heading-3 text-white">
                Speed up your application
              </h2>
              <p className="mt-3 leading-relaxed">{page.speedUp}</p>
              <ConsultationLink country={page.country} idPrefix="speed-consultation" className="btn-primary mt-6">
                Talk to a consultant
              </ConsultationLink>
            </section>

            <section aria-labelledby="how-heading">
              <h2 id="how-heading" className="heading-2">
                How it works
              </h2>
              <ol className="mt-6 grid gap-4 md:grid-cols-3">
                {page.howItWorks.map((step, index) => (
                  <li key={index} className="card p-6">
                    <span className="flex size-10 items-center justify-center rounded-full bg-gold-500 font-bold text-navy-950">{stepNumber(index, 'plain')}</span>
                    <h3 className="mt-4 text-lg font-bold">{step.title}</h3>
                    <p className="mt-2 text-sm leading-relaxed text-muted">{step.description}</p>
                  </li>
                ))}
              </ol>
            </section>

            <section aria-labelledby="partners-heading">
              <h2 id="partners-heading" className="heading-3">
                Where your application goes
              </h2>
              <ul className="mt-5 flex flex-wrap gap-4">
                {page.partners.map((partner, index) => (
                  <li key={index}>
                    <Image src={partner.logo} alt={partner.name} width={200} height={80} sizes="200px" className="h-auto w-[200px]" />
                  </li>
                ))}
              </ul>
            </section>

            {page.faqs && page.faqs.length > 0 && (
              <section aria-labelledby="country-faq-heading">
                <h2 id="country-faq-heading" className="heading-2 mb-6">
                  Frequently asked questions
                </h2>
                <FaqList items={page.faqs} name="country-faq" />
              </section>
            )}
          </div>
          <ConsultationAside country={page.country} />
        </div>
      </article>
      <PopularVisas className="bg-mist-50" exclude={page.slug} />
      <MobileApplicationBar country={page.country} />
    </>
  );
}
