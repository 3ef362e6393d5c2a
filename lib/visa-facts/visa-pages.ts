import 'server-only';
import { countryPagesBesides } from '@/lib/country-pages/besides';
import type { Store } from '@/lib/store/store';

/** A page under /visa/{slug} that can carry facts: a stored visa, or a country page. */
export interface VisaPageRef {
  slug: string;
  title: string;
  country: string;
}

/** Every visa page, stored visas first (a stored visa shadows a country page of the same slug). */
export async function listVisaPages(store: Store): Promise<VisaPageRef[]> {
  const [visas, countryPages] = await Promise.all([store.visas.list(), store.countryPages.list()]);
  const stored = visas.map(({ slug, title, country }) => ({ slug, title, country }));
  const pages = countryPagesBesides(countryPages, stored.map((page) => page.slug)).map((page) => ({ slug: page.slug, title: page.title, country: page.country }));
  return [...stored, ...pages];
}

/** The visa page at /visa/{slug}, or null: what facts and redirects ask before they name an address. */
export async function findVisaPage(store: Store, slug: string): Promise<VisaPageRef | null> {
  const visa = await store.visas.getBySlug(slug);
  if (visa) return { slug: visa.slug, title: visa.title, country: visa.country };
  const page = await store.countryPages.getBySlug(slug);
  return page ? { slug: page.slug, title: page.title, country: page.country } : null;
}
