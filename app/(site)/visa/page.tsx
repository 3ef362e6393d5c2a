import type { Metadata } from 'next';
import { pageMetadata } from '@/lib/seo/page-metadata';
import Link from 'next/link';
import { PageIntro } from '@/components/blocks/page-intro';
import { VisaCard } from '@/components/visa/visa-card';
import { getVisaDirectory } from '@/lib/data/visas';

export const metadata: Metadata = pageMetadata({
  title: 'Best visa agency in Dubai: popular visas from the UAE | Ztart Visa',
  description: 'Tourist, visit and business visas from Dubai for UAE residents: Schengen, UK, USA, Canada, Japan and more, with free consultation and document checks.',
  path: '/visa',
});

export default async function VisaListPage() {
  const visas = await getVisaDirectory();
  return (
    <>
      <PageIntro
        eyebrow="Popular visas"
        title="The best visa agency in Dubai for your next trip"
        lead="Choose your destination to see who needs a visa, which documents to prepare and how we take care of the application for you."
      />
      <div className="section container-page">
        {visas.length === 0 ? (
          <p className="card p-8 text-center text-lg font-semibold">No Visa Found</p>
        ) : (
          <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {visas.map((visa, index) => (
              <li key={visa.slug}>
                <VisaCard visa={visa} priority={index < 3} />
              </li>
            ))}
          </ul>
        )}
        <div className="mt-14 flex flex-col items-start gap-4 rounded-3xl bg-navy-900 p-6 text-white sm:flex-row sm:items-center sm:justify-between sm:p-10">
          <div>
            <h2 className="heading-3 text-white">Can’t find your destination?</h2>
            <p className="mt-2 text-sky-100">We arrange visas for more than 120 countries. Ask us about yours.</p>
          </div>
          <Link href="/contact" className="btn-primary shrink-0">
            Contact Us
          </Link>
        </div>
      </div>
    </>
  );
}
