import { SiteImage as Image } from '@/components/ui/site-image';
import { PopularVisas } from '@/components/blocks/popular-visas';
import { RichText } from '@/components/ui/rich-text';
import type { CountryPage } from '@/lib/country-pages/country-page-repository';
import type { VisaFacts } from '@/lib/visa-facts/visa-facts-repository';
import { METHOD_LABELS, stepNumber } from '@/lib/country-pages/country-page-definition';
import { Byline } from '../content/byline';
import { VisaPageLayout } from '../visa/visa-page-layout';

/** The topic a country page's forms and chat link report: "Japan visa". */
export const countryTopic = (page: Pick<CountryPage, 'country'>) => `${page.country} visa`;

/**
 * A country page (staff edit it in the admin) in the layout every visa page shares, each thing
 * said once: the checked facts replace the page's own validity, entries and stay when there are
 * some (the visa type stays, under the title); the official steps are the "How to apply" list and
 * our service is one list of steps; the consultation is offered by the hero, the form beside the
 * content and the phone's bottom bar, so the tips to go faster carry no button of their own.
 */
export function CountryVisaPage({ page, facts, whatsappHref }: { page: CountryPage; facts: VisaFacts | null; whatsappHref: string }) {
  const [visaType] = page.essentials;
  const serviceSteps = page.documentSteps.length > 0 ? page.documentSteps : page.howItWorks;
  return (
    <VisaPageLayout
      topic={countryTopic(page)}
      hero={{
        country: page.country,
        eyebrow: page.subtitle,
        title: page.title,
        image: { src: page.heroImage, alt: page.heroImageAlt },
        // The page's own star rating and monthly count are not shown: nothing behind them says
        // where they come from (the company's rating, with its source, is on the home page).
        meta: facts && (
          <span>
            {METHOD_LABELS[0]}: <span className="text-navy-900">{visaType}</span>
          </span>
        ),
        summary: <RichText html={page.intro} className="text-lg" />,
        applyLabel: 'Get free visa consultation',
        whatsappHref,
      }}
      byline={<Byline reviewed={page.updatedAt} />}
      facts={facts}
      factsFallback={
        <section aria-labelledby="essentials-heading">
          <h2 id="essentials-heading" className="heading-3">
            {page.essentialsHeading}
          </h2>
          <dl className="mt-4 grid grid-cols-2 gap-3 xl:grid-cols-4">
            {page.essentials.map((value, index) => (
              <div key={METHOD_LABELS[index]} className="card flex flex-col-reverse justify-end p-4">
                <dt className="text-xs font-semibold tracking-wider text-muted uppercase">{METHOD_LABELS[index]}</dt>
                <dd className="mb-1 font-display leading-snug font-bold text-navy-900">{value}</dd>
              </div>
            ))}
          </dl>
        </section>
      }
      faqs={page.faqs ?? []}
      after={<PopularVisas className="bg-mist-50" exclude={page.slug} />}
    >
      <RichText html={page.about} />

      <section aria-labelledby="apply-heading">
        <h2 id="apply-heading" className="heading-2">
          How to apply
        </h2>
        <RichText html={page.applicationProcess} className="mt-4" />
        <RichText html={page.howWeHelp} className="mt-4" />
        <aside aria-labelledby="speed-heading" className="mt-6 rounded-3xl bg-sand-100 p-5 sm:p-6">
          <h3 id="speed-heading" className="font-display text-lg font-bold text-navy-900">
            Speed up your application
          </h3>
          <p className="mt-2 leading-relaxed">{page.speedUp}</p>
        </aside>
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

      {serviceSteps.length > 0 && (
        <section aria-labelledby="how-heading">
          <h2 id="how-heading" className="heading-2">
            How it works
          </h2>
          <ol className="mt-5 grid gap-x-6 gap-y-4 sm:grid-cols-2">
            {serviceSteps.map((step, index) => (
              <li key={index} className="flex gap-4">
                <span aria-hidden="true" className="flex size-10 shrink-0 items-center justify-center rounded-full bg-gold-500 font-bold text-navy-950">
                  {stepNumber(index)}
                </span>
                <div>
                  <h3 className="font-display text-lg font-bold">{step.title}</h3>
                  <p className="mt-1 text-sm leading-relaxed text-muted">{step.description}</p>
                </div>
              </li>
            ))}
          </ol>
        </section>
      )}

      <section aria-labelledby="why-heading">
        <h2 id="why-heading" className="heading-2">
          {page.whyChooseUsHeading}
        </h2>
        {page.whyChooseUsParagraphs.map((item, index) => (
          <p key={index} className="mt-4 leading-relaxed">
            {item.text}
          </p>
        ))}
        <figure className="mt-6 rounded-3xl bg-mist-50 p-5 sm:p-8">
          <blockquote className="text-lg leading-relaxed text-navy-900">“{page.testimonialQuote}”</blockquote>
          <figcaption className="mt-3 text-sm font-semibold text-muted">
            {page.testimonialAuthor}, {page.testimonialPlace}
          </figcaption>
        </figure>
        {page.partners.length > 0 && (
          <>
            <h3 id="partners-heading" className="mt-8 font-display text-lg font-bold text-navy-900">
              Where your application goes
            </h3>
            <ul aria-labelledby="partners-heading" className="mt-4 flex flex-wrap gap-3">
              {page.partners.map((partner, index) => (
                <li key={index}>
                  <Image src={partner.logo} alt={partner.name} width={200} height={80} sizes="140px" className="h-auto w-[140px]" />
                </li>
              ))}
            </ul>
          </>
        )}
      </section>
    </VisaPageLayout>
  );
}
