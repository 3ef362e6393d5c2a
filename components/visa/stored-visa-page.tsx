import { SiteImage as Image } from '@/components/ui/site-image';
import Link from 'next/link';
import { FaqList } from '@/components/faq/faq-list';
import { RichText } from '@/components/ui/rich-text';
import type { Visa } from '@/lib/store/types';

/** A visa page written by staff in the admin area. */
export function StoredVisaPage({ visa, whatsappHref }: { visa: Visa; whatsappHref: string }) {
  return (
    <article>
      <div className="relative h-64 bg-navy-900 sm:h-80 lg:h-96">
        <Image src={visa.imageURL} alt={visa.imageAlt} fill priority sizes="100vw" className="object-cover opacity-80" />
      </div>
      <div className="section container-page grid gap-12 lg:grid-cols-[minmax(0,1fr)_320px]">
        <div>
          <p className="eyebrow">{visa.country}</p>
          <h1 className="heading-1 mt-2">{visa.title}</h1>
          {visa.about && <p className="lead mt-4">{visa.about}</p>}
          <div className="mt-6 flex flex-wrap gap-3">
            <Link href="/" className="btn-primary">
              Apply now
            </Link>
            <a href={whatsappHref} className="btn-outline" rel="noopener noreferrer" target="_blank">
              Chat with us on WhatsApp
            </a>
          </div>
          <RichText html={visa.description} className="mt-10" />
          {visa.questions.length > 0 && (
            <section className="mt-12 space-y-8" aria-label="Questions about this visa">
              {visa.questions.map((item) => (
                <div key={item.question}>
                  <h2 className="heading-3">{item.question}</h2>
                  <RichText html={item.answer} className="mt-3" />
                </div>
              ))}
            </section>
          )}
          <Link href="/contact" className="btn-secondary mt-10">
            Contact us
          </Link>
          {visa.faqs.length > 0 && (
            <section className="mt-14">
              <h2 className="heading-2 mb-6">Frequently asked questions</h2>
              <FaqList items={visa.faqs} />
            </section>
          )}
        </div>
      </div>
    </article>
  );
}
