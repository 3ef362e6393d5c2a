import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { CountryVisaPage } from '@/components/visa/country-visa-page';
import { StoredVisaPage } from '@/components/visa/stored-visa-page';
import { countryPages } from '@/content/country-pages';
import { getCompany } from '@/lib/company';
import { getVisaCards, getVisaPage } from '@/lib/data/visas';

export async function generateStaticParams() {
  const stored = await getVisaCards();
  return [...new Set([...stored.map((visa) => visa.slug), ...countryPages.map((page) => page.url)])].map((slug) => ({ slug }));
}

export async function generateMetadata({ params }: PageProps<'/visa/[slug]'>): Promise<Metadata> {
  const { slug } = await params;
  const found = await getVisaPage(slug);
  if (!found) return {};
  const canonical = `/visa/${slug}`;
  if (found.kind === 'country') {
    return { title: { absolute: found.page.metaTitle }, description: found.page.metaDescpt, alternates: { canonical } };
  }
  const { visa } = found;
  return {
    title: { absolute: visa.metaTitle || visa.title },
    description: visa.metaDescription,
    keywords: visa.metaKeywords,
    alternates: { canonical },
  };
}

export default async function VisaPage({ params }: PageProps<'/visa/[slug]'>) {
  const { slug } = await params;
  const found = await getVisaPage(slug);
  if (!found) notFound();
  return found.kind === 'visa' ? (
    <StoredVisaPage visa={found.visa} whatsappHref={getCompany().whatsappHref} />
  ) : (
    <CountryVisaPage page={found.page} />
  );
}
