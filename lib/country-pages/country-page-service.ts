import { cacheTags } from '@/lib/data/cache-tags';
import { NotFoundError, ValidationError } from '@/lib/errors';
import { isObjectId } from '@/lib/ids';
import type { CountryPage } from '@/lib/country-pages/country-page-repository';
import type { CountryPageFields } from '@/lib/country-pages/country-page-definition';
import type { StaffRef } from '@/lib/store/fields';
import type { Store } from '@/lib/store/store';
import { COUNTRY_FIELD_LABELS, countryPageDefinition, countryPageFieldsOf, countryPageFormSchema, countryPageRichText } from '@/lib/country-pages/country-page-definition';
import { keepRevision, UNSIGNED } from '../publishing/keep-revision';
import { keepUnsentTranslations, stampTranslations, TRANSLATED_FROM } from '@/lib/i18n/translatable';
import { parseContent } from '../content/parse-content';

/** What the country page service needs from the outside world; tests pass their own. */
export interface CountryPageDeps {
  store: Store;
  revalidate: (tags: string[]) => void | Promise<void>;
}

/**
 * A stored country page as the drafts, versions and admin pages name every record they edit: by
 * its `slug` (the page's fixed `url`).
 */
export type EditableCountryPage = CountryPage & { slug: string };

/** The page at /visa/{slug}, and the lists that show its card (the directory, the sitemap). */
const tagsOf = (slug: string) => [cacheTags.visa(slug), cacheTags.countryPages];

const editable = (page: CountryPage): EditableCountryPage => ({ ...page, slug: page.slug });

/** The page with this address, or with this record id (what drafts and versions keep). */
async function find(deps: CountryPageDeps, key: string): Promise<EditableCountryPage | null> {
  const pages = deps.store.countryPages;
  const page = (isObjectId(key) ? await pages.getById(key) : null) ?? (await pages.getBySlug(key));
  return page ? editable(page) : null;
}

async function findOrThrow(deps: CountryPageDeps, key: string): Promise<EditableCountryPage> {
  const page = await find(deps, key);
  if (!page) throw new NotFoundError(`No country page with the address "${key}".`);
  return page;
}

async function list(deps: CountryPageDeps): Promise<CountryPage[]> {
  return deps.store.countryPages.list();
}

/**
 * Makes a country page show these fields: stores them (refused with a ConflictError unless the
 * page is at `expectedVersion`, when given), keeps the version, and expires its cached reads, so
 * the next request shows them. The one way a country page's fields are published: the fields
 * must be complete and already validated and sanitised (`prepare` does both).
 */
async function publish(deps: CountryPageDeps, current: CountryPage, fields: CountryPageFields, by: StaffRef, expectedVersion?: number): Promise<EditableCountryPage> {
  const published = await deps.store.countryPages.update(current.slug, fields, { expectedVersion });
  await keepRevision(deps.store, 'country', countryPageFieldsOf, published, by, current);
  await deps.revalidate(tagsOf(published.slug));
  return editable(published);
}

/**
 * Validates a form's fields (the version it carries is not a field). The rich-text fields are
 * sanitised before the rules run (staff input is not trusted as the code's content was), so a
 * text of only `<script>` counts as empty. The set of pages is fixed, so there is no new one.
 */
async function prepare(_deps: CountryPageDeps, input: unknown, _image: unknown, current: object | null): Promise<CountryPageFields> {
  if (!current) throw new ValidationError('Country pages are fixed: edit one of the ten.', { form: ['Country pages are fixed: edit one of the ten.'] });
  const fields = parseContent(countryPageRichText, countryPageDefinition, keepUnsentTranslations(input, current));
  return { ...fields, [TRANSLATED_FROM]: stampTranslations(fields, current as Record<string, unknown>) };
}

/** Publishes a draft's fields over the page it changes. */
async function publishFields(deps: CountryPageDeps, recordId: string | null, fields: CountryPageFields, by: StaffRef): Promise<EditableCountryPage> {
  const current = recordId === null ? null : await find(deps, recordId);
  if (!current) throw new NotFoundError('The country page this draft changes no longer exists.');
  return publish(deps, current, countryPageFieldsOf(fields), by);
}

/** Publishes the admin form of the page with this slug: every editable field and the version the form was loaded at. */
async function update(deps: CountryPageDeps, slug: string, input: unknown, by: StaffRef = UNSIGNED): Promise<EditableCountryPage> {
  const current = await findOrThrow(deps, slug);
  const { version, ...fields } = parseContent(countryPageRichText, countryPageFormSchema, keepUnsentTranslations(input, current));
  return publish(deps, current, { ...fields, [TRANSLATED_FROM]: stampTranslations(fields, current) }, by, version);
}

/** The country pages: their set is fixed, staff edit their fields, drafts and versions as for visas. */
export const countryPageService = {
  kind: 'country',
  label: 'country page',
  definition: countryPageDefinition,
  fieldLabels: COUNTRY_FIELD_LABELS,
  find,
  findOrThrow,
  list,
  prepare,
  publishFields,
  update,
} as const;
