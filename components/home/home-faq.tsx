import { SectionHeading } from '@/components/blocks/section-heading';
import { FaqList } from '@/components/faq/faq-list';
import { JsonLd } from '@/components/seo/json-ld';
import { getSiteListItems } from '@/lib/site-lists/site-lists';
import { faqPageLd } from '@/lib/seo/json-ld';

/** Home section 8: the questions staff keep under "Site content" (six at first). */
export async function HomeFaq() {
  const homeFaqs = await getSiteListItems('home-faqs');
  return (
    <section aria-labelledby="home-faq-heading" className="section">
      <div className="container-page grid gap-10 lg:grid-cols-[minmax(0,0.8fr)_minmax(0,1.2fr)] lg:gap-16">
        <SectionHeading
          id="home-faq-heading"
          align="left"
          eyebrow="FAQ"
          title="Frequently Asked Questions"
          lead="Quick answers about our services, timelines and how to apply. Can’t find yours? Ask us directly."
        />
        <FaqList items={homeFaqs} name="home-faq" />
        <JsonLd data={faqPageLd(homeFaqs)} />
      </div>
    </section>
  );
}
