import { countryPages } from '../../content/country-pages';
import { seedBlogs } from '../../content/seed/blogs';
import { seedVisas } from '../../content/seed/visas';

/** One route of every public page type, for suites that visit them all. */
export const publicRoutes = [
  '/',
  '/about',
  '/faq',
  '/contact',
  '/career',
  '/privacy-policy',
  '/privacy/my-data',
  '/visa',
  `/visa/${seedVisas[0]!.slug}`,
  `/visa/${countryPages[0]!.url}`,
  '/blogs',
  `/blogs/${seedBlogs[0]!.slug}`,
  '/visa-consultant-in-dubai',
] as const;
