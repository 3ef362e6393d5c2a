import { cacheTags } from '@/lib/data/cache-tags';
import { NotFoundError } from '@/lib/errors';
import type { CountryPage, CountryPageFields, Store } from '@/lib/store/types';
import { countryPageFormSchema, countryPageRichText } from '@/lib/validation/country-page';
import { parseContent } from './parse-content';

/** What the country page service needs from the outside world; tests pass their own. */
export interface CountryPageDeps {
  store: Store;
  revalidate: (tags: string[]) => void | Promise<void>;
}

/** The page at /visa/{slug}, and the lists that show its card (the directory, the sitemap). */
const tagsOf = (slug: string) => [cacheTags.visa(slug), cacheTags.countryPages];

async function find(deps: CountryPageDeps, slug: string): Promise<CountryPage | null> {
  return deps.store.countryPages.getBySlug(slug);
}

async function list(deps: CountryPageDeps): Promise<CountryPage[]> {
  return deps.store.countryPages.list();
}

/**
 * Makes a country page show these fields: stores them (refused with a ConflictError unless the
 * page is at `expectedVersion`) and expires its cached reads, so the next request shows them. The
 * one way a country page's fields are published: the fields must be complete and already
 * validated and sanitised (`update` below does both).
 */
async function publish(deps: CountryPageDeps, slug: string, fields: CountryPageFields, expectedVersion: number | undefined): Promise<CountryPage> {
  const published = await deps.store.countryPages.update(slug, fields, { expectedVersion });
  await deps.revalidate(tagsOf(published.url));
  return published;
}

/**
 * Saves the admin form of the page with this slug: every editable field and the version the form
 * was loaded at. The rich-text fields are sanitised before the rules run (staff input is not
 * trusted as the code's content was), so a text of only `<script>` counts as empty.
 */
async function update(deps: CountryPageDeps, slug: string, input: unknown): Promise<CountryPage> {
  if (!(await find(deps, slug))) throw new NotFoundError(`No country page with the slug "${slug}".`);
  const { version, ...fields } = parseContent(countryPageRichText, countryPageFormSchema, input);
  return publish(deps, slug, fields, version);
}

/** The country pages (issue #22): their set is fixed, staff edit their fields. */
export const countryPageService = { label: 'country page', find, list, publish, update };
