import { cacheTags } from '@/lib/data/cache-tags';
import { ValidationError } from '@/lib/errors';
import { isObjectId } from '@/lib/ids';
import type { SiteList } from '@/lib/site-lists/site-list-repository';
import type { StaffRef } from '@/lib/store/fields';
import type { Store } from '@/lib/store/store';
import { ROW_MESSAGES } from '@/lib/validation/content-fields';
import { SITE_LISTS, type SiteListName, siteListSchema } from '@/lib/site-lists/site-list-definitions';
import { keepRevision } from '../publishing/keep-revision';
import { keepUnsentTranslations, stampItemTranslations } from '@/lib/i18n/translatable';
import { parseContent } from '../content/parse-content';

export interface SiteListDeps {
  store: Store;
  revalidate: (tags: string[]) => void | Promise<void>;
}

/** The sentence above a refused list; each message sits under its own field (`items.2.title`). */
export const CHECK_ROWS = 'Check the highlighted fields.';

/** parseContent says "answer" of a rich text emptied by sanitising; here it is a list's own field. */
function emptiedMessage(name: SiteListName, path: string): string {
  const field = SITE_LISTS[name].fields.find((candidate) => path.endsWith(`.${candidate.name}`));
  return `${field?.label ?? 'This field'} is empty once unsafe markup (such as scripts) is removed: write some text`;
}

function refusal(name: SiteListName, error: ValidationError): ValidationError {
  const fieldErrors = Object.fromEntries(
    Object.entries(error.fieldErrors).map(([path, messages]) => [path, messages.map((message) => (message === ROW_MESSAGES.answerEmptied ? emptiedMessage(name, path) : message))]),
  );
  // A message about the list as a whole (too many rows) is the form's sentence itself.
  const whole = fieldErrors.items?.[0] ?? fieldErrors.form?.[0];
  const onlyWhole = Object.keys(fieldErrors).every((path) => path === 'items' || path === 'form');
  return new ValidationError(onlyWhole && whole ? whole : CHECK_ROWS, fieldErrors);
}

/** A stored list as its versions are kept: the list's name is its record id, its items its fields. */
const asRecord = (list: SiteList) => ({ _id: list.name, version: list.version, updatedAt: list.updatedAt, items: list.items });
const itemsOf = (record: { items: unknown[] }) => ({ items: record.items });

/**
 * Saves a list staff edited: the rows are checked by the list's definition after the rich text
 * in them (a testimonial's review) is sanitised, then the whole list replaces the stored one
 * unless someone saved it since `expectedVersion` (ConflictError), the version is kept (who,
 * when; the one it replaced too, if it was the seed's), and the pages showing it render it on
 * their next request.
 */
export async function saveSiteList<Name extends SiteListName>(
  deps: SiteListDeps,
  name: Name,
  items: unknown,
  expectedVersion: number,
  by: StaffRef,
): Promise<SiteList<Name>> {
  const schema = siteListSchema(name);
  const previous = await deps.store.siteLists.get(name);
  const before: object[] = previous?.items ?? [];
  // A row sent without its Arabic (an editor that shows none) keeps the Arabic of the row in its place.
  const sent = Array.isArray(items) ? items.map((item, index) => keepUnsentTranslations(item, before[index] ?? null)) : items;
  let parsed;
  try {
    parsed = parseContent(schema, schema, { items: sent });
  } catch (error) {
    if (error instanceof ValidationError) throw refusal(name, error);
    throw error;
  }
  if (!Number.isSafeInteger(expectedVersion) || expectedVersion < 0) throw new ValidationError('Reload the page: the list’s version is missing.', { version: ['The version is missing'] });
  const saved = await deps.store.siteLists.save(name, stampItemTranslations(parsed.items, before), { expectedVersion, by: by.name });
  await keepRevision(deps.store, 'list', itemsOf, asRecord(saved), by, previous?.version === expectedVersion ? asRecord(previous) : undefined);
  await deps.revalidate([cacheTags.siteList(name)]);
  return saved;
}

/** A list's kept versions, newest first. */
export async function siteListRevisions(store: Store, name: SiteListName) {
  return store.revisions.list('list', name);
}

/** One kept version of this list, or null (another list's, another kind's, or none). */
export async function siteListRevision(store: Store, name: SiteListName, id: string) {
  if (!isObjectId(id)) return null;
  const revision = await store.revisions.get(id);
  return revision && revision.kind === 'list' && revision.recordId === name ? revision : null;
}
