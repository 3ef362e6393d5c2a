import { fromLegacyCountryPage } from '@/lib/country-pages/legacy-fields';
import { findingColumnsOf } from '@/lib/leads/lead-search';
import { NEW_LEAD } from '@/lib/leads/submission-repository';
import { newObjectId } from '@/lib/ids';

/**
 * The first layout of the store, written until the records were declarations: a table (SQLite)
 * or a mongoose model (MongoDB) per record type, with columns and field names of their own. Each
 * store's upgrade (./sqlite-first-layout.ts, ./mongo-first-layout.ts) reads its old rows as the
 * plain documents below, in the shape the MongoDB models kept them (string ids, ISO dates), and
 * `toDocument` makes each the document its declaration stores now. Rate-limit hits are not carried
 * over: they are minutes old by nature. A country page's fields get their names of now
 * (lib/country-pages/legacy-fields.ts), in the page and in its drafts and versions.
 */
export type LegacyDocument = Record<string, unknown> & { _id: string };

/** The collections of the first layout, by name; the same names hold their documents now. */
export const FIRST_LAYOUT_COLLECTIONS = [
  'visas',
  'blogs',
  'country_pages',
  'admin_users',
  'invitations',
  'settings',
  'visa_facts',
  'site_lists',
  'redirects',
  'drafts',
  'revisions',
  'audit_log',
  'submissions',
  'cache_tags',
  'meta',
] as const;
export type FirstLayoutCollection = (typeof FIRST_LAYOUT_COLLECTIONS)[number];

/** Whose ids were their natural keys (a tag, a setting's key, a list's name): those get an id of the new kind. */
const keyedBy: Partial<Record<FirstLayoutCollection, string>> = { cache_tags: 'tag', settings: 'key', site_lists: 'name' };

export function toDocument(collection: FirstLayoutCollection, legacy: LegacyDocument): LegacyDocument {
  const key = keyedBy[collection];
  if (key) {
    const { _id, ...rest } = legacy;
    return { _id: newObjectId(), ...rest, [key]: _id };
  }
  if (collection === 'visa_facts') {
    const { facts, ...rest } = legacy as LegacyDocument & { facts?: object };
    return { ...facts, ...rest };
  }
  if (collection === 'country_pages') {
    const { data, slug, position, ...rest } = legacy as LegacyDocument & { data?: object };
    return { ...fromLegacyCountryPage({ ...data, ...rest, url: slug as string, id: position as number }), _id: legacy._id };
  }
  // A country page's drafts and kept versions hold its fields, in the old names too.
  if ((collection === 'drafts' || collection === 'revisions') && legacy.kind === 'country') {
    return { ...legacy, fields: fromLegacyCountryPage(legacy.fields as Record<string, unknown>) };
  }
  if (collection === 'submissions') {
    const fields = legacy.fields as Record<string, string>;
    const source = (legacy.source ?? null) as Parameters<typeof findingColumnsOf>[0]['source'];
    return { ...legacy, source, pipeline: legacy.pipeline ?? { ...NEW_LEAD, notes: [] }, pipelineRevision: 0, ...findingColumnsOf({ fields, source }) };
  }
  return legacy;
}
