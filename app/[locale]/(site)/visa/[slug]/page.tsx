import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { JsonLd } from '@/components/seo/json-ld';
import { CountryVisaPage } from '@/components/country-pages/country-visa-page';
import { StoredVisaPage } from '@/components/content/stored-visa-page';
import { COUNTRY_PAGE_SLUGS } from '@/content/country-pages/slugs.mjs';
import { getCompany } from '@/lib/company';
import { getEnv } from '@/lib/config/env';
import { slugParams } from '@/lib/data/static-params';
import { DEFAULT_LOCALE, isLocale } from '@/lib/i18n/locales';
import { localizedPath } from '@/lib/i18n/paths';
import { hasArabic, localize } from '@/lib/i18n/translatable';
import { getVisaFacts } from '@/lib/visa-facts/visa-facts';
import { getVisaCards, getVisaPage } from '@/lib/content/visas';
import { breadcrumbLd, faqPageLd, inLanguage, visaServiceLd, visaWebPageLd } from '@/lib/seo/json-ld';
import { getAuthor } from '@/lib/staff/profiles';
import { notFoundMetadata, pageMetadata } from '@/lib/seo/page-metadata';

export async function generateStaticParams() {
  const stored = await getVisaCards();
  // The country pages' addresses are fixed; their content is read from the store when they render.
  return slugParams([...stored.map((visa) => visa.slug), ...COUNTRY_PAGE_SLUGS]);
}

/** The meta title in the page's language: a translated title beats an English meta title where only the title has Arabic. */
const metaTitleOf = (view: { value: { metaTitle: string; title: string }; fellBack(field: 'metaTitle' | 'title'): boolean }) =>
  view.fellBack('metaTitle') && !view.fellBack('title') ? view.value.title : view.value.metaTitle || view.value.title;

export async function generateMetadata({ params }: PageProps<'/[locale]/visa/[slug]'>): Promise<Metadata> {
  const { slug, locale: segment } = await params;
  const locale = isLocale(segment) ? segment : DEFAULT_LOCALE;
  const found = await getVisaPage(slug);
  if (!found) return notFoundMetadata;
  const path = `/visa/${slug}`;
  if (found.kind === 'country') {
    const view = localize(found.page, locale);
    const page = view.value;
    return pageMetadata({
      title: metaTitleOf(view),
      description: page.metaDescription,
      path,
      locale,
      inArabic: hasArabic(found.page),
      image: { url: page.heroImage, alt: page.heroImageAlt },
    });
  }
  const view = localize(found.visa, locale);
  const visa = view.value;
  return pageMetadata({
    title: metaTitleOf(view),
    description: visa.metaDescription,
    keywords: visa.metaKeywords,
    path,
    locale,
    inArabic: hasArabic(found.visa),
    image: { url: visa.imageURL, alt: visa.imageAlt },
  });
}

export default async function VisaPage({ params }: PageProps<'/[locale]/visa/[slug]'>) {
  const { slug, locale: segment } = await params;
  const locale = isLocale(segment) ? segment : DEFAULT_LOCALE;
  const [found, facts, t] = await Promise.all([getVisaPage(slug), getVisaFacts(slug), getTranslations('visas')]);
  if (!found) notFound();
  const record = found.kind === 'visa' ? localize(found.visa, locale).value : localize(found.page, locale).value;
  const { title, faqs, country, metaDescription: description } = record;
  const siteUrl = getEnv().SITE_URL;
  const company = getCompany();
  const path = localizedPath(`/visa/${slug}`, locale);
  // A country guide has no author, and its stored creation date is not when it was written.
  const dated = found.kind === 'visa' ? { published: found.visa.createdAt, reviewed: found.visa.updatedAt } : { reviewed: found.page.updatedAt };
  const profile = found.kind === 'visa' && found.visa.authorId ? await getAuthor(found.visa.authorId) : null;
  const author = profile && localize(profile, locale).value;
  // Each fee line named in the page's language, as the page names it.
  const pricedFacts = facts && { ...facts, fees: facts.fees.map((fee) => localize(fee, locale).value) };
  return (
    <>
      {found.kind === 'visa' ? <StoredVisaPage visa={found.visa} facts={facts} /> : <CountryVisaPage page={found.page} facts={facts} />}
      <JsonLd
        data={breadcrumbLd(siteUrl, [
          { name: t('seo.home'), path: localizedPath('/', locale) },
          { name: t('seo.visas'), path: localizedPath('/visa', locale) },
          { name: title, path },
        ])}
      />
      <JsonLd data={inLanguage(visaWebPageLd(siteUrl, company, { title, path, description, ...dated }, author), locale)} />
      {(faqs ?? []).length > 0 && <JsonLd data={inLanguage(faqPageLd(faqs ?? []), locale)} />}
      {pricedFacts && <JsonLd data={visaServiceLd(siteUrl, { title, path, country, serviceType: t('seo.serviceType', { country }) }, pricedFacts)} />}
    </>
  );
}
