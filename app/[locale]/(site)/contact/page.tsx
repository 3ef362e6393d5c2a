import type { Metadata } from 'next';
import { pageMetadata } from '@/lib/seo/page-metadata';
import { CtaBanner } from '@/components/blocks/cta-banner';
import { PageIntro } from '@/components/blocks/page-intro';
import { ContactForm } from '@/components/leads/contact-form';
import { ContactDetails } from '@/components/pages/contact-details';
import { banners } from '@/content/banners';
import { getCompanyFacts } from '@/lib/company';

export const metadata: Metadata = pageMetadata({
  title: 'Contact us | Ztart Visa',
  description: 'Call, e-mail or visit Ztart Visa in Umm Hurair 2, Dubai, or send us a message for a free visa consultation.',
  path: '/contact',
});

export default async function ContactPage() {
  const company = await getCompanyFacts();
  return (
    <>
      <PageIntro
        eyebrow="Contact"
        title="Contact Us"
        lead="Questions about a visa, a document or your application? Call us, write to us or send the form below. Your first consultation is free."
      />
      <section aria-labelledby="message-heading" className="section pt-10 sm:pt-12">
        <div className="container-page grid gap-10 lg:grid-cols-[minmax(0,0.8fr)_minmax(0,1.2fr)] lg:gap-14">
          <ContactDetails company={company} />
          <div className="card p-6 sm:p-10">
            <h2 id="message-heading" className="heading-3">
              Send us a message
            </h2>
            <p className="mt-2 text-muted">Tell us where and when you would like to travel. A consultant will get back to you.</p>
            <div className="mt-8">
              <ContactForm />
            </div>
          </div>
        </div>
      </section>
      <CtaBanner
        id="guarantee-heading"
        eyebrow={company.name}
        title="Visa on Time, Guaranteed"
        text="Complete, carefully checked applications, submitted on time, with doorstep document collection anywhere in the UAE."
        cta={{ href: '/visa', label: 'Browse visas' }}
        image={banners.contact}
      />
    </>
  );
}
