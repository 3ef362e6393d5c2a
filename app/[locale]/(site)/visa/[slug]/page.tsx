import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { JsonLd } from '@/components/seo/json-ld';
import { CountryVisaPage, countryTopic } from '@/components/country-pages/country-visa-page';
import { StoredVisaPage } from '@/components/content/stored-visa-page';
import { COUNTRY_PAGE_SLUGS } from '@/content/country-pages/slugs.mjs';
import { getCompany } from '@/lib/company';
import { getEnv } from '@/lib/config/env';
import { slugParams } from '@/lib/data/static-params';
import { getVisaFacts } from '@/lib/visa-facts/visa-facts';
import { getVisaCards, getVisaPage } from '@/lib/content/visas';
import { breadcrumbLd, faqPageLd, visaServiceLd, visaWebPageLd } from '@/lib/seo/json-ld';
import { getAuthor } from '@/lib/staff/profiles';
import { notFoundMetadata, pageMetadata } from '@/lib/seo/page-metadata';
import { pageChatText, whatsappChatHref } from '@/lib/whatsapp';

export async function generateStaticParams() {
  const stored = await getVisaCards();
  // The country pages' addresses are fixed; their content is read from the store when they render.
  return slugParams([...stored.map((visa) => visa.slug), ...COUNTRY_PAGE_SLUGS]);
}

export async function generateMetadata({ params }: PageProps<'/[locale]/visa/[slug]'>): Promise<Metadata> {
  const { slug } = await params;
  const found = await getVisaPage(slug);
  if (!found) return notFoundMetadata;
  const path = `/visa/${slug}`;
  if (found.kind === 'country') {
    const { page } = found;
    return pageMetadata({ title: page.metaTitle, description: page.metaDescription, path, image: { url: page.heroImage, alt: page.heroImageAlt } });
  }
  const { visa } = found;
  return pageMetadata({
    title: visa.metaTitle || visa.title,
    description: visa.metaDescription,
    keywords: visa.metaKeywords,
    path,
    image: { url: visa.imageURL, alt: visa.imageAlt },
  });
}

export default async function VisaPage({ params }: PageProps<'/[locale]/visa/[slug]'>) {
  const { slug } = await params;
  const [found, facts] = await Promise.all([getVisaPage(slug), getVisaFacts(slug)]);
  if (!found) notFound();
  const title = found.kind === 'visa' ? found.visa.title : found.page.title;
  const faqs = found.kind === 'visa' ? found.visa.faqs : (found.page.faqs ?? []);
  const siteUrl = getEnv().SITE_URL;
  const company = getCompany();
  const topic = found.kind === 'visa' ? found.visa.title : countryTopic(found.page);
  const country = found.kind === 'visa' ? found.visa.country : found.page.country;
  const whatsappHref = whatsappChatHref(company.whatsapp, pageChatText(company.name, topic));
  // A country guide has no author, and its stored creation date is not when it was written.
  const dated =
    found.kind === 'visa'
      ? { description: found.visa.metaDescription, published: found.visa.createdAt, reviewed: found.visa.updatedAt }
      : { description: found.page.metaDescription, reviewed: found.page.updatedAt };
  const author = found.kind === 'visa' && found.visa.authorId ? await getAuthor(found.visa.authorId) : null;
  return (
    <>
      {found.kind === 'visa' ? (
        <StoredVisaPage visa={found.visa} facts={facts} whatsappHref={whatsappHref} />
      ) : (
        <CountryVisaPage page={found.page} facts={facts} whatsappHref={whatsappHref} />
      )}
      <JsonLd
        data={breadcrumbLd(siteUrl, [
          { name: 'Home', path: '/' },
          { name: 'Visas', path: '/visa' },
          { name: title, path: `/visa/${slug}` },
        ])}
      />
      <JsonLd data={visaWebPageLd(siteUrl, company, { title, path: `/visa/${slug}`, ...dated }, author)} />
      {faqs.length > 0 && <JsonLd data={faqPageLd(faqs)} />}
      {facts && <JsonLd data={visaServiceLd(siteUrl, { title, path: `/visa/${slug}`, country }, facts)} />}
    </>
  );
}
