import 'server-only';
import { seedSiteLists } from '@/content/seed/site-lists';
import { can } from '@/lib/auth/roles';
import { blogDefinition, visaDefinition } from '@/lib/content/content-definition';
import { COUNTRY_FIELD_LABELS, countryPageDefinition } from '@/lib/country-pages/country-page-definition';
import type { FieldTranslation, TranslationState } from '@/lib/i18n/translatable';
import { fieldLabel } from '@/lib/publishing/revision-diff';
import { isSingleSiteList, SITE_LIST_NAMES, SITE_LISTS, siteListCapability, type SiteListName } from '@/lib/site-lists/site-list-definitions';
import type { AdminRole } from '@/lib/staff/admin-repository';
import type { Store } from '@/lib/store/store';
import { factsEditHref, feeLineSchema, visaFactsDefinition } from '@/lib/visa-facts/visa-facts-definition';
import type { VisaFacts } from '@/lib/visa-facts/visa-facts-repository';
import { listVisaPages } from '@/lib/visa-facts/visa-pages';
import { itemsTranslation, partsTranslation, type RecordTranslation, recordTranslation, TRANSLATION_STATES } from './translation-state';
import type { TranslationKind, TranslationQuery } from './translation-query';

/**
 * What needs translating (/admin/translations): every record staff translate, with where its
 * Arabic stands, which fields wait, and its editor. Read fresh from the store; the filtering and
 * counting below are plain functions of the entries.
 */

export interface TranslationEntry {
  kind: TranslationKind;
  /** The record's slug, or the list's name: unique within its kind. */
  key: string;
  title: string;
  /** Its editor in the admin. */
  href: string;
  state: TranslationState;
  /** Fields with English to translate, and of those, the ones translated and current. */
  toTranslate: number;
  current: number;
  /** The names of the fields whose English changed since they were translated, and of those not translated. */
  outdated: string[];
  missing: string[];
  updatedAt: string | null;
}

/** Where the records come from: what the store holds, as the loader below reads it. */
export interface TranslationSources {
  visas: ReadonlyArray<Record<string, unknown> & { slug: string; title: string; updatedAt: string }>;
  blogs: ReadonlyArray<Record<string, unknown> & { slug: string; title: string; updatedAt: string }>;
  countryPages: ReadonlyArray<Record<string, unknown> & { slug: string; title: string; updatedAt: string }>;
  /** The lists the person may edit, with their rows (a list not stored yet: the site's first content). */
  lists: ReadonlyArray<{ name: SiteListName; items: readonly object[]; updatedAt: string | null }>;
  /** Each visa page's facts, with the page's title. */
  facts: ReadonlyArray<{ title: string; facts: VisaFacts }>;
}

const rowName = (noun: string, index: number) => `${noun.charAt(0).toUpperCase()}${noun.slice(1)} ${index + 1}`;

/** The fields of one state, named as the editors label them. */
const named = (translation: RecordTranslation, state: FieldTranslation, label: (field: string) => string) =>
  Object.entries(translation.fields)
    .filter(([, fieldState]) => fieldState === state)
    .map(([field]) => label(field));

function entry(base: Omit<TranslationEntry, 'state' | 'toTranslate' | 'current' | 'outdated' | 'missing'>, translation: RecordTranslation, label: (field: string) => string): TranslationEntry {
  return {
    ...base,
    state: translation.state,
    toTranslate: translation.toTranslate,
    current: translation.current,
    outdated: named(translation, 'outdated', label),
    missing: named(translation, 'missing', label),
  };
}

/** A list row's field as its editor labels it: "Title (Job 3)"; the company's facts have no rows. */
function listFieldLabel(name: SiteListName) {
  const { fields, noun } = SITE_LISTS[name];
  const single = isSingleSiteList(name);
  return (path: string) => {
    const [, index, field] = /^items\.(\d+)\.(.+)$/.exec(path) ?? [];
    const found = fields.find((candidate) => candidate.name === field)?.label ?? fieldLabel(field ?? path);
    return single ? found : `${found} (${rowName(noun, Number(index))})`;
  };
}

const FACTS_LABELS: Readonly<Record<string, string>> = { validity: 'Validity', maxStay: 'Maximum stay', feeNote: 'Fee note' };
const factsFieldLabel = (path: string) => {
  const fee = /^fees\.(\d+)\.label$/.exec(path);
  return fee ? `Fee ${Number(fee[1]) + 1}` : (FACTS_LABELS[path] ?? fieldLabel(path));
};

/** The facts of a page: its own words and each fee line's name. */
export function factsTranslation(facts: VisaFacts): RecordTranslation {
  return partsTranslation([
    { prefix: '', record: facts, shape: visaFactsDefinition.shape },
    ...facts.fees.map((fee, index) => ({ prefix: `fees.${index}`, record: fee, shape: feeLineSchema.shape })),
  ]);
}

/** Every record's entry, by kind in the admin's order, then worst first, then by title. */
export function translationEntries(sources: TranslationSources): TranslationEntry[] {
  const entries: TranslationEntry[] = [
    ...sources.visas.map((visa) =>
      entry({ kind: 'visa', key: visa.slug, title: visa.title, href: `/admin/manage-visas/${visa.slug}/edit`, updatedAt: visa.updatedAt }, recordTranslation(visa, visaDefinition.shape), fieldLabel),
    ),
    ...sources.blogs.map((blog) =>
      entry({ kind: 'blog', key: blog.slug, title: blog.title, href: `/admin/manage-blogs/${blog.slug}/edit`, updatedAt: blog.updatedAt }, recordTranslation(blog, blogDefinition.shape), fieldLabel),
    ),
    ...sources.countryPages.map((page) =>
      entry(
        { kind: 'country', key: page.slug, title: page.title, href: `/admin/country-pages/${page.slug}`, updatedAt: page.updatedAt },
        recordTranslation(page, countryPageDefinition.shape),
        (field) => COUNTRY_FIELD_LABELS[field] ?? fieldLabel(field),
      ),
    ),
    ...sources.lists.map((list) =>
      entry(
        { kind: 'list', key: list.name, title: SITE_LISTS[list.name].label, href: `/admin/site-content/${list.name}`, updatedAt: list.updatedAt },
        itemsTranslation(list.items, SITE_LISTS[list.name].item.shape),
        listFieldLabel(list.name),
      ),
    ),
    ...sources.facts.map(({ title, facts }) =>
      entry({ kind: 'facts', key: facts.slug, title, href: factsEditHref(facts.slug), updatedAt: facts.updatedAt }, factsTranslation(facts), factsFieldLabel),
    ),
  ];
  const rank = (state: TranslationState) => TRANSLATION_STATES.indexOf(state);
  const kinds: TranslationKind[] = ['visa', 'blog', 'country', 'list', 'facts'];
  return entries.sort((a, b) => kinds.indexOf(a.kind) - kinds.indexOf(b.kind) || rank(a.state) - rank(b.state) || a.title.localeCompare(b.title, 'en'));
}

/** The entries a query asks for: of its kind and state, when it names them. */
export function filterTranslations(entries: readonly TranslationEntry[], query: TranslationQuery): TranslationEntry[] {
  return entries.filter((item) => (!query.kind || item.kind === query.kind) && (!query.state || item.state === query.state));
}

/** How many entries (of the query's kind) are in each state, and in all: the filters' counts. */
export function countTranslations(entries: readonly TranslationEntry[], kind?: TranslationKind): Record<TranslationState | 'all', number> {
  const counts = { all: 0, missing: 0, partial: 0, outdated: 0, current: 0 };
  for (const item of entries) {
    if (kind && item.kind !== kind) continue;
    counts.all += 1;
    counts[item.state] += 1;
  }
  return counts;
}

/** Reads every translated record the person's role edits from the store. */
export async function loadTranslationSources(store: Store, role: AdminRole): Promise<TranslationSources> {
  const names = SITE_LIST_NAMES.filter((name) => can(role, siteListCapability(name)));
  const [visas, blogs, countryPages, lists, allFacts, pages] = await Promise.all([
    store.visas.list(),
    store.blogs.list(),
    store.countryPages.list(),
    Promise.all(names.map((name) => store.siteLists.get(name))),
    store.visaFacts.list(),
    listVisaPages(store),
  ]);
  const titles = new Map(pages.map((page) => [page.slug, page.title]));
  return {
    visas: visas as unknown as TranslationSources['visas'],
    blogs: blogs as unknown as TranslationSources['blogs'],
    countryPages: countryPages as unknown as TranslationSources['countryPages'],
    // A list not stored yet shows its first content on the site: that is what there is to translate.
    lists: names.map((name, index) => ({ name, items: lists[index]?.items ?? seedSiteLists[name], updatedAt: lists[index]?.updatedAt ?? null })),
    // Facts kept for a page that no longer shows them (a shadowed country page) are left out.
    facts: allFacts.flatMap((facts) => (titles.has(facts.slug) ? [{ title: titles.get(facts.slug)!, facts }] : [])),
  };
}

export async function loadTranslationEntries(store: Store, role: AdminRole): Promise<TranslationEntry[]> {
  return translationEntries(await loadTranslationSources(store, role));
}
