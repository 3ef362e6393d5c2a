import { getTranslations } from 'next-intl/server';
import { localizeRow } from '@/components/blocks/localize-row';
import { SectionHeading } from '@/components/blocks/section-heading';
import { FaqList } from '@/components/faq/faq-list';
import { JsonLd } from '@/components/seo/json-ld';
import { getLocale } from '@/lib/i18n/server';
import { faqPageLd, inLanguage } from '@/lib/seo/json-ld';
import { getSiteListItems } from '@/lib/site-lists/site-lists';

/**
 * Home section 8: the questions staff keep under "Site content" (six at first), each in the
 * page's language where it has it, else in English, marked so.
 */
export async function HomeFaq() {
  const [stored, locale, t] = await Promise.all([getSiteListItems('home-faqs'), getLocale(), getTranslations('home')]);
  const homeFaqs = stored.map((item) => {
    const faq = localizeRow('home-faqs', item, locale);
    return { question: faq.value.question, answer: faq.value.answer, questionLang: faq.langOf('question'), answerLang: faq.langOf('answer') };
  });
  return (
    <section aria-labelledby="home-faq-heading" className="section">
      <div className="container-page grid gap-10 lg:grid-cols-[minmax(0,0.8fr)_minmax(0,1.2fr)] lg:gap-16">
        <SectionHeading id="home-faq-heading" align="left" eyebrow={t('faq.eyebrow')} title={t('faq.title')} lead={t('faq.lead')} />
        <FaqList items={homeFaqs} name="home-faq" />
        <JsonLd data={inLanguage(faqPageLd(homeFaqs), locale)} />
      </div>
    </section>
  );
}
