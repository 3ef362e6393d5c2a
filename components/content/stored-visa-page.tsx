import { getTranslations } from 'next-intl/server';
import { SiteLink } from '@/components/site/site-link';
import { PopularVisas } from '@/components/blocks/popular-visas';
import { TestimonialsSection } from '@/components/blocks/testimonials-section';
import { RichText } from '@/components/ui/rich-text';
import { getCompany } from '@/lib/company';
import type { Visa } from '@/lib/content/content-repository';
import { localizedPath } from '@/lib/i18n/paths';
import { getLocale } from '@/lib/i18n/server';
import { localize } from '@/lib/i18n/translatable';
import { localizeLinks } from '@/lib/rich-text/localize-links';
import { isRichQuestion, sanitizeQuestion } from '@/lib/rich-text/question';
import type { VisaFacts } from '@/lib/visa-facts/visa-facts-repository';
import { TESTIMONIAL_CARD_SLIDES } from '@/lib/ui-constants';
import { whatsappChatHref } from '@/lib/whatsapp';
import { VisaPageLayout } from '../visa/visa-page-layout';
import { Byline } from './byline';

/**
 * A visa page written by staff in the admin area, in the layout every visa page shares, in the
 * page's language: each field in Arabic where the visa has it, else in English marked as such.
 * Its forms report the visa's English title as their lead's topic (`data-lead-topic`); the chat
 * link's first message is written in the page's language.
 */
export async function StoredVisaPage({ visa: stored, facts }: { visa: Visa; facts: VisaFacts | null }) {
  const [locale, t] = await Promise.all([getLocale(), getTranslations('visas')]);
  const { value: visa, langOf } = localize(stored, locale);
  const company = getCompany();
  const html = (text: string) => localizeLinks(text, locale);
  return (
    <VisaPageLayout
      topic={stored.title}
      countryName={visa.country}
      hero={{
        country: stored.country,
        eyebrow: visa.country,
        title: visa.title,
        image: { src: visa.imageURL, alt: visa.imageAlt },
        lang: { eyebrow: langOf('country'), title: langOf('title'), imageAlt: langOf('imageAlt') },
        summary: visa.about ? <p {...langOf('about')}>{visa.about}</p> : undefined,
        applyLabel: t('stored.apply'),
        whatsappHref: whatsappChatHref(company.whatsapp, t('page.chatText', { company: company.name, topic: visa.title })),
      }}
      byline={<Byline authorId={visa.authorId} published={visa.createdAt} reviewed={visa.updatedAt} />}
      facts={facts}
      faqs={visa.faqs}
      faqsLang={langOf('faqs')}
      after={
        <>
          <PopularVisas className="bg-mist-50" exclude={visa.slug} />
          <TestimonialsSection heading="Thousands of Happy Travelers" slides={TESTIMONIAL_CARD_SLIDES} className="" />
        </>
      }
    >
      {langOf('description').lang ? (
        <div {...langOf('description')}>
          <RichText html={html(visa.description)} />
        </div>
      ) : (
        <RichText html={html(visa.description)} />
      )}
      {visa.questions.length > 0 && (
        <section className="space-y-6" aria-label={t('stored.questionsLabel')} {...langOf('questions')}>
          {visa.questions.map((item) => (
            <div key={item.question} className="rounded-3xl bg-mist-50 p-5 sm:p-8">
              <VisaQuestion question={item.question} />
              <RichText html={html(item.answer)} className="mt-3" />
            </div>
          ))}
        </section>
      )}
      <div className="flex flex-col items-start gap-4 rounded-3xl bg-sand-100 p-5 sm:flex-row sm:items-center sm:justify-between sm:p-8">
        <p className="font-display text-lg font-bold text-navy-900">{t('stored.contactPrompt', { country: visa.country })}</p>
        <SiteLink href={localizedPath('/contact', locale)} className="btn-secondary shrink-0">
          {t('stored.contact')}
        </SiteLink>
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
