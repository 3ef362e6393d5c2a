import type { ReactNode } from 'react';
import { FaqList } from '@/components/faq/faq-list';
import type { VisaFacts } from '@/lib/visa-facts/visa-facts-repository';
import { VisaFactsPanel } from '../visa-facts/visa-facts-panel';
import { ConsultationAside } from './consultation-aside';
import { MobileApplicationBar } from './mobile-application-bar';
import { VisaHero, type VisaHeroProps } from './visa-hero';

interface VisaPageLayoutProps {
  /** What the page's forms and chat report as their lead's topic. */
  topic: string;
  hero: Omit<VisaHeroProps, 'byline'>;
  /** Who wrote the page and when it was last reviewed, under the title in the hero. */
  byline: ReactNode;
  /** The checked facts; without them, `factsFallback` (the page's own short facts) takes their place. */
  facts: VisaFacts | null;
  factsFallback?: ReactNode;
  /** The page type's own sections, between the facts and the questions. */
  children: ReactNode;
  faqs: { question: string; answer: string }[];
  /** Sections after the article (other visas, reviews). */
  after?: ReactNode;
}

/**
 * The one layout of every visa page: the hero, then the facts first in the main column, the
 * page's sections and its questions, beside the sticky consultation form on desktop; the
 * application bar on phones. Stored visas and country guides differ only in the sections they
 * pass in.
 */
export function VisaPageLayout({ topic, hero, byline, facts, factsFallback, children, faqs, after }: VisaPageLayoutProps) {
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
                  Frequently asked questions
                </h2>
                <FaqList items={faqs} name="visa-faq" />
              </section>
            )}
          </div>
          <ConsultationAside country={hero.country} topic={topic} />
        </div>
      </article>
      {after}
      <MobileApplicationBar country={hero.country} />
    </>
  );
}
