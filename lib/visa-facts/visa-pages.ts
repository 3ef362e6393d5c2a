import 'server-only';
import { countryPages } from '@/content/country-pages';
import type { Store } from '@/lib/store/types';

/** A page under /visa/{slug} that can carry facts: a stored visa, or a country page of the code. */
export interface VisaPageRef {
  slug: string;
  title: string;
  country: string;
}

/** Every visa page, stored visas first (a stored visa shadows a country page of the same slug). */
export async function listVisaPages(store: Store): Promise<VisaPageRef[]> {
  const stored = (await store.visas.list()).map(({ slug, title, country }) => ({ slug, title, country }));
  const taken = new Set(stored.map((page) => page.slug));
  const pages = countryPages.filter((page) => !taken.has(page.url)).map((page) => ({ slug: page.url, title: page.title, country: page.country }));
  return [...stored, ...pages];
}

export async function findVisaPage(store: Store, slug: string): Promise<VisaPageRef | null> {
  const visa = await store.visas.getBySlug(slug);
  if (visa) return { slug: visa.slug, title: visa.title, country: visa.country };
  const page = countryPages.find((candidate) => candidate.url === slug);
  return page ? { slug: page.url, title: page.title, country: page.country } : null;
}
