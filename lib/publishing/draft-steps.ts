import 'server-only';
import { recordAudit } from '@/lib/audit/record';
import { staffRefOf } from '@/lib/auth/staff-ref';
import { ValidationError } from '@/lib/errors';
import { fromDubaiLocal } from '@/lib/leads/office-hours';
import { appDeps } from '@/lib/content/service-deps';
import {
  discardDraft,
  draftFields,
  publishDraft,
  restoreRevision,
  saveAndPublishDraft,
  saveDraft,
  saveNewDraft,
  saveRecordDraft,
  scheduleDraft,
} from '@/lib/publishing/draft-service';
import { serviceOf } from '@/lib/publishing/editable-services';
import type { Draft, EditableKind } from '@/lib/publishing/draft-repository';
import { dubaiTime } from '@/lib/dubai-time';
import { actionFailure } from '../admin/action-failure';
import { draftHref } from './draft-paths';
import type { ActionResult, FormResult } from '../admin/action-result';
import { type ContentActor, slugOrId } from '../content/content-actions';
import { readContentFormData } from '../content/content-form-data';

/**
 * The work behind the admin's draft, schedule and restore actions. The actions in app/admin/**
 * check the session (content capability) first and then call these with the signed-in person.
 * Every step is audited: saving, scheduling and discarding a draft change nothing public, but
 * they decide what will be (a scheduled draft publishes with nobody at the keyboard).
 */

/** How the audit log names a draft: its kind and address, or its title while it has none. */
const draftTarget = (draft: Draft) => `${serviceOf(draft.kind).label} ${draftFields(draft).slug ?? `“${draftFields(draft).title}”`}`;

async function auditDraft(action: 'draft-saved' | 'draft-scheduled' | 'draft-discarded', draft: Draft, actor: ContentActor, detail: string) {
  await recordAudit({ action, actor, target: draftTarget(draft), detail });
}

/** The add forms' "Save as draft": a record that exists only as its draft until published. */
export async function saveNewDraftAction(kind: EditableKind, formData: unknown, actor: ContentActor): Promise<ActionResult> {
  try {
    const { input, image } = await readContentFormData(formData);
    const draft = await saveNewDraft(await appDeps(), kind, input, image, staffRefOf(actor));
    await auditDraft('draft-saved', draft, actor, 'a new record, not published yet');
    return { ok: true, next: draftHref(draft._id), message: 'Draft saved. Nothing changed on the website.' };
  } catch (error) {
    return actionFailure(error);
  }
}

/** The edit forms' "Save as draft": the published record stays as it is. */
export async function saveRecordDraftAction(kind: EditableKind, key: unknown, formData: unknown, actor: ContentActor): Promise<ActionResult> {
  try {
    const { input, image } = await readContentFormData(formData);
    const draft = await saveRecordDraft(await appDeps(), kind, slugOrId(key), input, image, staffRefOf(actor));
    await auditDraft('draft-saved', draft, actor, `draft version ${draft.version} of the published record`);
    return { ok: true, next: draftHref(draft._id), message: 'Draft saved. The website still shows the published version.' };
  } catch (error) {
    return actionFailure(error);
  }
}

export async function saveDraftAction(id: unknown, formData: unknown, actor: ContentActor): Promise<ActionResult> {
  try {
    const { input, image } = await readContentFormData(formData);
    const draft = await saveDraft(await appDeps(), slugOrId(id), input, image, staffRefOf(actor));
    await auditDraft('draft-saved', draft, actor, `draft version ${draft.version}`);
    return { ok: true, next: draftHref(draft._id), message: 'Draft saved. Nothing changed on the website.' };
  } catch (error) {
    return actionFailure(error);
  }
}

async function auditPublish(kind: EditableKind, slug: string, actor: ContentActor, detail: string) {
  await recordAudit({ action: 'publish', actor, target: `${serviceOf(kind).label} ${slug}`, detail });
}

/** The draft page's "Publish": saves the form into the draft, then publishes it. */
export async function publishDraftAction(id: unknown, formData: unknown, actor: ContentActor): Promise<ActionResult> {
  try {
    const { input, image } = await readContentFormData(formData);
    const { slug, draft } = await saveAndPublishDraft(await appDeps(), slugOrId(id), input, image, staffRefOf(actor));
    await auditPublish(draft.kind, slug, actor, draft.recordId ? 'published a draft' : 'created from a draft');
    return { ok: true, message: 'Published: the website shows it now.' };
  } catch (error) {
    return actionFailure(error);
  }
}

/** The draft list's "Publish now": the draft as saved. */
export async function publishSavedDraftAction(id: unknown, actor: ContentActor): Promise<FormResult> {
  try {
    const { slug, draft } = await publishDraft(await appDeps(), slugOrId(id), staffRefOf(actor));
    await auditPublish(draft.kind, slug, actor, draft.recordId ? 'published a draft' : 'created from a draft');
    return { ok: true, message: `Published “${draftFields(draft).title}”.` };
  } catch (error) {
    return actionFailure(error);
  }
}

/** Schedules the draft for a Dubai wall-clock time (`publishAt`, from a datetime-local input), or clears it (`clear`). */
export async function scheduleDraftAction(id: unknown, formData: unknown, actor: ContentActor): Promise<FormResult> {
  try {
    if (!(formData instanceof FormData)) throw new ValidationError('The form sent no data', { form: ['The form sent no data'] });
    const clear = formData.get('clear') === '1';
    const value = String(formData.get('publishAt') ?? '');
    const publishAt = clear ? null : fromDubaiLocal(value);
    if (!clear && !publishAt) throw new ValidationError('Choose a date and time', { publishAt: ['Choose a date and time'] });
    const draft = await scheduleDraft(await appDeps(), slugOrId(id), publishAt, staffRefOf(actor));
    await auditDraft('draft-scheduled', draft, actor, draft.publishAt ? `to publish on ${dubaiTime(draft.publishAt)} (Dubai time)` : 'schedule cleared');
    return { ok: true, message: draft.publishAt ? `Scheduled: it will be published on ${dubaiTime(draft.publishAt)} (Dubai time).` : 'Schedule cleared: the draft waits until someone publishes it.' };
  } catch (error) {
    return actionFailure(error);
  }
}

export async function discardDraftAction(id: unknown, actor: ContentActor): Promise<FormResult> {
  try {
    const draft = await discardDraft(await appDeps(), slugOrId(id));
    await auditDraft('draft-discarded', draft, actor, `draft version ${draft.version}`);
    return { ok: true, message: `Draft of “${draftFields(draft).title}” discarded.` };
  } catch (error) {
    return actionFailure(error);
  }
}

/** "Restore this version": it becomes the record's draft, to look at and publish. */
export async function restoreRevisionAction(revisionId: unknown, actor: ContentActor): Promise<ActionResult> {
  try {
    const { draft, revision, record } = await restoreRevision(await appDeps(), slugOrId(revisionId), staffRefOf(actor));
    await recordAudit({ action: 'restore', actor, target: `${serviceOf(draft.kind).label} ${record.slug}`, detail: `version ${revision.number} restored as a draft` });
    return { ok: true, next: draftHref(draft._id), message: `Version ${revision.number} is now the draft. Publish it to put it back on the website.` };
  } catch (error) {
    return actionFailure(error);
  }
}
