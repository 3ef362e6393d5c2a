import { ConflictError, NotFoundError, ValidationError } from '@/lib/errors';
import { versionSchema } from '@/lib/validation/content-shape';
import { parseOrThrow } from '@/lib/validation/parse';
import { z } from '@/lib/validation/z';
import { type Draft, EDITABLE_KINDS, type EditableKind } from '@/lib/publishing/draft-repository';
import type { Revision } from '@/lib/publishing/revision-repository';
import type { StaffRef } from '@/lib/store/fields';
import { type ContentServiceDeps, type ImageUpload, retireUnlessShown } from '../content/content-service';
import { type EditableRecord, serviceOf } from './editable-services';

/**
 * Drafts, publishing and restoring. Saving keeps a draft apart from the published
 * record, which the public pages and the public API keep showing; publishing (now, or at a
 * scheduled time by the worker) goes through the content service's one publish path, which keeps
 * the version as a revision; restoring a revision makes it the record's draft, never publishes.
 */

const isEditableKind = (kind: string): kind is EditableKind => (EDITABLE_KINDS as readonly string[]).includes(kind);

/** A draft's fields as the content service stores them (a country page's have no slug or image of their own). */
type DraftFields = Draft['fields'] & { title: string; slug?: string; imageURL?: string };

export const draftFields = (draft: Pick<Draft, 'fields'>) => draft.fields as DraftFields;

/** The form's `version` (the draft's, when it edits one), apart from the fields. */
const formVersion = z.object({ version: versionSchema.optional() });
const versionOf = (input: unknown): number | undefined => parseOrThrow(formVersion, input).version;

export async function getDraftOrThrow(deps: ContentServiceDeps, id: string): Promise<Draft> {
  const draft = await deps.store.drafts.get(id);
  if (!draft) throw new NotFoundError('This draft no longer exists: it was published or discarded.');
  return draft;
}

/** A draft of a record not published yet (the add forms' "Save as draft"); it needs an image like a new record. */
export async function saveNewDraft(deps: ContentServiceDeps, kind: EditableKind, input: unknown, image: ImageUpload | null, by: StaffRef): Promise<Draft> {
  const fields = await serviceOf(kind).prepare(deps, input, image, null);
  return deps.store.drafts.save({ kind, recordId: null, fields, savedBy: by, savedAt: new Date().toISOString() });
}

/** The published record's draft, from its edit form: replaces a draft it had. */
export async function saveRecordDraft(deps: ContentServiceDeps, kind: EditableKind, key: string, input: unknown, image: ImageUpload | null, by: StaffRef): Promise<Draft> {
  const service = serviceOf(kind);
  const record = await service.findOrThrow(deps, key);
  const fields = await service.prepare(deps, input, image, record);
  return deps.store.drafts.save({ kind, recordId: record._id, fields, savedBy: by, savedAt: new Date().toISOString() });
}

/** Saves a draft again from its own page; the form's version refuses a save over someone else's. */
export async function saveDraft(deps: ContentServiceDeps, id: string, input: unknown, image: ImageUpload | null, by: StaffRef): Promise<Draft> {
  const draft = await getDraftOrThrow(deps, id);
  const expectedVersion = versionOf(input);
  const fields = await serviceOf(draft.kind).prepare(deps, input, image, draftFields(draft));
  return deps.store.drafts.save({ kind: draft.kind, recordId: draft.recordId, fields, savedBy: by, savedAt: new Date().toISOString() }, { id, expectedVersion });
}

/**
 * Publishes a draft as it is stored, then drops it, unless it was saved again meanwhile (that
 * newer draft stays, with its schedule). Returns the published record's slug.
 */
export async function publishDraft(deps: ContentServiceDeps, id: string, by: StaffRef, expectedVersion?: number): Promise<{ slug: string; draft: Draft }> {
  const draft = await getDraftOrThrow(deps, id);
  if (expectedVersion !== undefined && draft.version !== expectedVersion) {
    throw new ConflictError('This draft was saved by someone else meanwhile. Reload the page to see their changes.');
  }
  const published = await serviceOf(draft.kind).publishFields(deps, draft.recordId, draftFields(draft) as never, by);
  await deps.store.drafts.remove(id, draft.version);
  return { slug: published.slug, draft };
}

/** Saves the form into the draft and publishes it: the draft page's "Publish". */
export async function saveAndPublishDraft(deps: ContentServiceDeps, id: string, input: unknown, image: ImageUpload | null, by: StaffRef) {
  const saved = await saveDraft(deps, id, input, image, by);
  return publishDraft(deps, id, by, saved.version);
}

/** Throws a draft away; an image uploaded for it alone goes too (not one a kept version shows). */
export async function discardDraft(deps: ContentServiceDeps, id: string): Promise<Draft> {
  const draft = await deps.store.drafts.remove(id);
  if (!draft) throw new NotFoundError('This draft no longer exists: it was published or discarded.');
  const url = draftFields(draft).imageURL;
  if (!url) return draft;
  const revisions = draft.recordId ? await deps.store.revisions.list(draft.kind, draft.recordId) : [];
  if (!revisions.some((revision) => revision.fields.imageURL === url)) await retireUnlessShown(deps, [url]);
  return draft;
}

/** Sets (or with null, clears) when the worker publishes the draft. A time in the past is refused. */
export async function scheduleDraft(deps: ContentServiceDeps, id: string, publishAt: Date | null, by: StaffRef, now = new Date()): Promise<Draft> {
  await getDraftOrThrow(deps, id);
  if (publishAt && publishAt.getTime() <= now.getTime()) {
    throw new ValidationError('Choose a time in the future', { publishAt: ['Choose a time in the future'] });
  }
  return deps.store.drafts.schedule(id, publishAt ? publishAt.toISOString() : null, publishAt ? by : null);
}

/** A record's kept versions, newest first, or NotFoundError for a record that is gone. */
export async function revisionsOf(deps: ContentServiceDeps, kind: EditableKind, key: string) {
  const record = await serviceOf(kind).findOrThrow(deps, key);
  return { record, revisions: await deps.store.revisions.list(kind, record._id) };
}

/**
 * Makes a kept version the record's draft (replacing a draft it had): staff look at it in the
 * preview and publish it themselves. The record must still exist. A list's version has no draft
 * to become (its history page loads it into the list's form instead).
 */
export async function restoreRevision(deps: ContentServiceDeps, revisionId: string, by: StaffRef): Promise<{ draft: Draft; revision: Revision; record: EditableRecord }> {
  const revision = await deps.store.revisions.get(revisionId);
  if (!revision) throw new NotFoundError('That version is no longer kept.');
  const kind = revision.kind;
  if (!isEditableKind(kind)) throw new NotFoundError('That version is not one a draft can be made of.');
  const record = await serviceOf(kind).find(deps, revision.recordId);
  if (!record) throw new NotFoundError(`The ${serviceOf(kind).label} of that version was deleted.`);
  const draft = await deps.store.drafts.save({ kind, recordId: record._id, fields: revision.fields, savedBy: by, savedAt: new Date().toISOString() });
  return { draft, revision, record };
}

export interface ScheduledOutcome {
  draft: Draft;
  slug?: string;
  error?: string;
}

/**
 * Publishes every draft whose time has come, as the person who scheduled it. Each draft is first
 * taken out of the store at the version read (several instances run this loop: only one takes a
 * draft, and a draft saved again since it was read waits for the next pass). One that cannot be
 * published (its address taken meanwhile, its record deleted) is put back unscheduled, saying why
 * on its page.
 */
export async function publishDueDrafts(deps: ContentServiceDeps, now: Date): Promise<ScheduledOutcome[]> {
  const outcomes: ScheduledOutcome[] = [];
  for (const due of await deps.store.drafts.listDue(now.toISOString())) {
    const taken = await deps.store.drafts.remove(due._id, due.version);
    if (!taken) continue;
    try {
      const published = await serviceOf(taken.kind).publishFields(deps, taken.recordId, draftFields(taken) as never, taken.scheduledBy ?? taken.savedBy);
      outcomes.push({ draft: taken, slug: published.slug });
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      const back = await deps.store.drafts.save({ kind: taken.kind, recordId: taken.recordId, fields: taken.fields, savedBy: taken.savedBy, savedAt: taken.savedAt });
      await deps.store.drafts.schedule(back._id, null, null, `Publishing at the scheduled time failed: ${reason}`);
      outcomes.push({ draft: back, error: reason });
    }
  }
  return outcomes;
}
