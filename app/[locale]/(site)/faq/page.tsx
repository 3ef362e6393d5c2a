import type { Metadata } from 'next';
import { pageMetadata } from '@/lib/seo/page-metadata';
import Link from 'next/link';
import { PageHero } from '@/components/blocks/page-hero';
import { FaqList } from '@/components/faq/faq-list';
import { banners } from '@/content/banners';
import { JsonLd } from '@/components/seo/json-ld';
import { getSiteListItems } from '@/lib/site-lists/site-lists';
import { faqPageLd } from '@/lib/seo/json-ld';

export const metadata: Metadata = pageMetadata({
  title: 'Frequently asked questions | Ztart Visa',
  description: 'Answers about our visa services in Dubai: free consultation, processing times, documents, doorstep delivery, refusals and your data.',
  path: '/faq',
});

export default async function FaqPage() {
  const faqItems = (await getSiteListItems('company-faqs')).map((item) => ({ question: item.title, answer: item.desc }));
  return (
    <>
      <PageHero
        eyebrow="FAQ"
        title="Frequently Asked Questions"
        lead="Everything UAE residents ask us before they apply: what we do, what it costs, how long it takes and what happens to your documents."
        image={banners.faq}
      />
      <section aria-label="Questions and answers" className="section">
        <div className="container-page max-w-4xl">
          <FaqList items={faqItems} />
          <JsonLd data={faqPageLd(faqItems)} />
          <div className="mt-10 flex flex-col items-start gap-4 rounded-3xl bg-sand-100 p-6 sm:flex-row sm:items-center sm:justify-between sm:p-8">
            <p className="font-display text-lg font-bold text-navy-900">Still have a question? Our consultants are happy to help.</p>
            <Link href="/contact" className="btn-secondary shrink-0">
              Contact Us
            </Link>
          </div>
        </div>
      </section>
    </>
  );
}
