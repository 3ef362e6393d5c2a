import type { Metadata } from 'next';
import { VisaCard } from '@/components/visa/visa-card';
import { getVisaDirectory } from '@/lib/data/visas';

export const metadata: Metadata = {
  title: 'Best visa agency in Dubai: popular visas from the UAE',
  description:
    'Tourist, visit and business visas from Dubai for UAE residents: Schengen, UK, USA, Canada, Japan and more, with free consultation and document checks.',
  alternates: { canonical: '/visa' },
};

export default async function VisaListPage() {
  const visas = await getVisaDirectory();
  return (
    <div className="section container-page">
      <header className="mb-10 max-w-3xl">
        <p className="eyebrow">Popular visas</p>
        <h1 className="heading-1 mt-2">The best visa agency in Dubai for your next trip</h1>
        <p className="lead mt-4">
          Choose your destination to see who needs a visa, which documents to prepare and how we take care of the application
          for you.
        </p>
      </header>
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
    </div>
  );
}
