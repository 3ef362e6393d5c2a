import { getTranslations } from 'next-intl/server';
import { PopularVisas } from '@/components/blocks/popular-visas';
import { RichText } from '@/components/ui/rich-text';
import { SiteImage as Image } from '@/components/ui/site-image';
import { getCompany } from '@/lib/company';
import type { CountryPage } from '@/lib/country-pages/country-page-repository';
import { stepNumber } from '@/lib/country-pages/country-page-definition';
import { getLocale } from '@/lib/i18n/server';
import { localize } from '@/lib/i18n/translatable';
import { localizeLinks } from '@/lib/rich-text/localize-links';
import type { VisaFacts } from '@/lib/visa-facts/visa-facts-repository';
import { whatsappChatHref } from '@/lib/whatsapp';
import { Byline } from '../content/byline';
import { type LangAttributes, localizeRows, localizeTexts } from '../content/localized';
import { Marked } from '../content/marked';
import { VisaPageLayout } from '../visa/visa-page-layout';

/** The topic a country page's forms report: "Japan visa" (English: staff read the leads). */
const countryTopic = (page: Pick<CountryPage, 'country'>) => `${page.country} visa`;

/** The four essentials' labels, in the order the page stores its essentials. */
const ESSENTIAL_KEYS = ['visaType', 'validity', 'entries', 'maxStay'] as const;

/** Rich text in its block: marked English where it fell back, its links kept in the page's language. */
function Rich({ html, lang, className }: { html: string; lang: LangAttributes; className?: string }) {
  if (!lang.lang) return <RichText html={html} className={className} />;
  return (
    <div {...lang}>
      <RichText html={html} className={className} />
    </div>
  );
}

/**
 * A country page (staff edit it in the admin) in the layout every visa page shares, each thing
 * said once: the checked facts replace the page's own validity, entries and stay when there are
 * some (the visa type stays, under the title); the official steps are the "How to apply" list and
 * our service is one list of steps; the consultation is offered by the hero, the form beside the
 * content and the phone's bottom bar, so the tips to go faster carry no button of their own.
 * In the page's language: each field, and each item of its lists, in Arabic where it has Arabic,
 * else in English marked as such.
 */
export async function CountryVisaPage({ page: stored, facts }: { page: CountryPage; facts: VisaFacts | null }) {
  const [locale, t] = await Promise.all([getLocale(), getTranslations('visas')]);
  const { value: page, langOf } = localize(stored, locale);
  const company = getCompany();
  const html = (text: string) => localizeLinks(text, locale);
  const essentials = localizeTexts(stored.essentials, stored.essentialsAr, locale);
  const [visaType] = essentials;
  const ownSteps = stored.documentSteps.length > 0;
  const serviceSteps = ownSteps
    ? localizeRows(stored.documentSteps, stored.documentStepsAr, locale)
    : localizeRows(stored.howItWorks, stored.howItWorksAr, locale);
  const documentParagraphs = localizeRows(stored.documentParagraphs, stored.documentParagraphsAr, locale);
  const whyParagraphs = localizeRows(stored.whyChooseUsParagraphs, stored.whyChooseUsParagraphsAr, locale);
  // The chat's first message names the visa in the page's language ("تأشيرة اليابان").
  const chatTopic = t('country.topic', { country: page.country });
  const quoteInEnglish = langOf('testimonialQuote');
  return (
    <VisaPageLayout
      topic={countryTopic(stored)}
      countryName={page.country}
      hero={{
        country: stored.country,
        eyebrow: page.subtitle,
        title: page.title,
        image: { src: page.heroImage, alt: page.heroImageAlt },
        lang: { eyebrow: langOf('subtitle'), title: langOf('title'), imageAlt: langOf('heroImageAlt') },
        // The page's own star rating and monthly count are not shown: nothing behind them says
        // where they come from (the company's rating, with its source, is on the home page).
        meta: facts && visaType && (
          <span>
            {t('country.essentials.visaType')}:{' '}
            <span className="text-navy-900">
              <Marked lang={visaType.lang}>{visaType.text}</Marked>
            </span>
          </span>
        ),
        summary: <Rich html={html(page.intro)} lang={langOf('intro')} className="text-lg" />,
        applyLabel: t('country.apply'),
        whatsappHref: whatsappChatHref(company.whatsapp, t('page.chatText', { company: company.name, topic: chatTopic })),
      }}
      byline={<Byline reviewed={page.updatedAt} />}
      facts={facts}
      factsFallback={
        <section aria-labelledby="essentials-heading">
          <h2 id="essentials-heading" className="heading-3">
            <Marked lang={langOf('essentialsHeading')}>{page.essentialsHeading}</Marked>
          </h2>
          <dl className="mt-4 grid grid-cols-2 gap-3 xl:grid-cols-4">
            {essentials.map((item, index) => (
              <div key={ESSENTIAL_KEYS[index] ?? index} className="card flex flex-col-reverse justify-end p-4">
                <dt className="text-xs font-semibold tracking-wider text-muted uppercase">{ESSENTIAL_KEYS[index] ? t(`country.essentials.${ESSENTIAL_KEYS[index]}`) : null}</dt>
                <dd className="mb-1 font-display leading-snug font-bold text-navy-900">
                  <Marked lang={item.lang}>{item.text}</Marked>
                </dd>
              </div>
            ))}
          </dl>
        </section>
      }
      faqs={page.faqs ?? []}
      faqsLang={langOf('faqs')}
      after={<PopularVisas className="bg-mist-50" exclude={page.slug} />}
    >
      <Rich html={html(page.about)} lang={langOf('about')} />

      <section aria-labelledby="apply-heading">
        <h2 id="apply-heading" className="heading-2">
          {t('country.howToApply')}
        </h2>
        <Rich html={html(page.applicationProcess)} lang={langOf('applicationProcess')} className="mt-4" />
        <Rich html={html(page.howWeHelp)} lang={langOf('howWeHelp')} className="mt-4" />
        <aside aria-labelledby="speed-heading" className="mt-6 rounded-3xl bg-sand-100 p-5 sm:p-6">
          <h3 id="speed-heading" className="font-display text-lg font-bold text-navy-900">
            {t('country.speedUp')}
          </h3>
          <p className="mt-2 leading-relaxed" {...langOf('speedUp')}>
            {page.speedUp}
          </p>
        </aside>
      </section>

      <section aria-labelledby="documents-heading">
        <h2 id="documents-heading" className="heading-2">
          {t('country.documents')}
        </h2>
        <Rich html={html(page.documentsRequired)} lang={langOf('documentsRequired')} className="mt-4" />
        {documentParagraphs.map((item, index) => (
          <p key={index} className="mt-4 leading-relaxed" {...item.langOf('text')}>
            {item.value.text}
          </p>
        ))}
      </section>

      {serviceSteps.length > 0 && (
        <section aria-labelledby="how-heading">
          <h2 id="how-heading" className="heading-2">
            {t('country.howItWorks')}
          </h2>
          <ol className="mt-5 grid gap-x-6 gap-y-4 sm:grid-cols-2">
            {serviceSteps.map((step, index) => (
              <li key={index} className="flex gap-4">
                <span aria-hidden="true" className="flex size-10 shrink-0 items-center justify-center rounded-full bg-gold-500 font-bold text-navy-950">
                  {stepNumber(index)}
                </span>
                <div>
                  <h3 className="font-display text-lg font-bold">
                    <Marked lang={step.langOf('title')}>{step.value.title}</Marked>
                  </h3>
                  <p className="mt-1 text-sm leading-relaxed text-muted">
                    <Marked lang={step.langOf('description')}>{step.value.description}</Marked>
                  </p>
                </div>
              </li>
            ))}
          </ol>
        </section>
      )}

      <section aria-labelledby="why-heading">
        <h2 id="why-heading" className="heading-2">
          <Marked lang={langOf('whyChooseUsHeading')}>{page.whyChooseUsHeading}</Marked>
        </h2>
        {whyParagraphs.map((item, index) => (
          <p key={index} className="mt-4 leading-relaxed" {...item.langOf('text')}>
            {item.value.text}
          </p>
        ))}
        <figure className="mt-6 rounded-3xl bg-mist-50 p-5 sm:p-8">
          {/* Quotation marks of the quote's own language: “…” around English, «…» around Arabic. */}
          <blockquote className="text-lg leading-relaxed text-navy-900" {...quoteInEnglish}>
            {quoteInEnglish.lang ? `“${page.testimonialQuote}”` : t('country.quote', { quote: page.testimonialQuote })}
          </blockquote>
          <figcaption className="mt-3 text-sm font-semibold text-muted">
            {/* Both in English: one English run with its own comma; else each part marked where it is English. */}
            {langOf('testimonialAuthor').lang && langOf('testimonialPlace').lang ? (
              <Marked lang={langOf('testimonialAuthor')}>{`${page.testimonialAuthor}, ${page.testimonialPlace}`}</Marked>
            ) : (
              <>
                <Marked lang={langOf('testimonialAuthor')}>{page.testimonialAuthor}</Marked>
                {t('comma')}
                <Marked lang={langOf('testimonialPlace')}>{page.testimonialPlace}</Marked>
              </>
            )}
          </figcaption>
        </figure>
        {page.partners.length > 0 && (
          <>
            <h3 id="partners-heading" className="mt-8 font-display text-lg font-bold text-navy-900">
              {t('country.partners')}
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
