import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { FaqList } from '@/components/faq/faq-list';
import type { VisaFacts } from '@/lib/visa-facts/visa-facts-repository';
import type { LangAttributes } from '../content/localized';
import { VisaFactsPanel } from '../visa-facts/visa-facts-panel';
import { ConsultationAside } from './consultation-aside';
import { MobileApplicationBar } from './mobile-application-bar';
import { VisaHero, type VisaHeroProps } from './visa-hero';

interface VisaPageLayoutProps {
  /** What the page's forms and chat report as their lead's topic (English: staff read the leads). */
  topic: string;
  hero: Omit<VisaHeroProps, 'byline'>;
  /** The country as the visitor reads it, in the page's language ("Japan", "اليابان"). */
  countryName: string;
  /** Who wrote the page and when it was last reviewed, under the title in the hero. */
  byline: ReactNode;
  /** The checked facts; without them, `factsFallback` (the page's own short facts) takes their place. */
  facts: VisaFacts | null;
  factsFallback?: ReactNode;
  /** The page type's own sections, between the facts and the questions. */
  children: ReactNode;
  faqs: { question: string; answer: string }[];
  /** Set when the questions show in English on an Arabic page. */
  faqsLang?: LangAttributes;
  /** Sections after the article (other visas, reviews). */
  after?: ReactNode;
}

/**
 * The one layout of every visa page: the hero, then the facts first in the main column, the
 * page's sections and its questions, beside the sticky consultation form on desktop; the
 * application bar on phones. Stored visas and country guides differ only in the sections they
 * pass in. The grid follows the page's direction, so in Arabic the form sits on the left.
 */
export async function VisaPageLayout({ topic, hero, countryName, byline, facts, factsFallback, children, faqs, faqsLang, after }: VisaPageLayoutProps) {
  const t = await getTranslations('visas');
  return (
    <>
      <article data-lead-topic={topic} data-testid="visa-page">
        <VisaHero {...hero} byline={byline} />
        <div data-testid="visa-body" className="container-page grid gap-12 py-10 sm:py-14 lg:grid-cols-[minmax(0,1fr)_360px]">
          <div className="min-w-0 space-y-12">
            {facts ? <VisaFactsPanel facts={facts} /> : factsFallback}
            {children}
            {faqs.length > 0 && (
              <section aria-labelledby="visa-faq-heading" data-testid="visa-faq">
                <h2 id="visa-faq-heading" className="heading-2 mb-6">
                  {t('page.faqHeading')}
                </h2>
                {faqsLang?.lang ? (
                  <div {...faqsLang}>
                    <FaqList items={faqs} name="visa-faq" />
                  </div>
                ) : (
                  <FaqList items={faqs} name="visa-faq" />
                )}
              </section>
            )}
          </div>
          <ConsultationAside country={hero.country} topic={topic} />
        </div>
      </article>
      {after}
      <MobileApplicationBar
        country={hero.country}
        texts={{ title: t('bar.title', { country: countryName }), subtitle: t('bar.subtitle'), start: t('bar.start') }}
      />
    </>
  );
}
