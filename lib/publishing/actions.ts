'use server';

import { refresh } from 'next/cache';
import type { ActionResult, FormResult } from '@/lib/admin/action-result';
import { actionFailure } from '@/lib/admin/action-failure';
import {
  discardDraftAction,
  publishDraftAction,
  publishSavedDraftAction,
  restoreRevisionAction,
  saveDraftAction,
  saveNewDraftAction,
  saveRecordDraftAction,
  scheduleDraftAction,
} from '@/lib/publishing/draft-steps';
import { requireAdminForAction } from '@/lib/auth/require-admin';
import { parseOrThrow } from '@/lib/validation/parse';
import { EDITABLE_KINDS, type EditableKind } from '@/lib/publishing/draft-repository';
import { z } from '@/lib/validation/z';

/**
 * Drafts, scheduling and restoring. Every action checks the session and the content
 * capability before it reads anything it was sent; the kind a client names is checked too.
 */

const editor = () => requireAdminForAction({ capability: 'content' });
const kindSchema = z.enum(EDITABLE_KINDS, { message: 'Unknown kind of content' });

async function withKind(kind: unknown, work: (kind: EditableKind) => Promise<ActionResult>): Promise<ActionResult> {
  try {
    return await work(parseOrThrow(kindSchema, kind));
  } catch (error) {
    return actionFailure(error);
  }
}

/** The add form's "Save as draft". */
export async function saveNewDraft(kind: EditableKind, formData: FormData): Promise<ActionResult> {
  const { admin } = await editor();
  return withKind(kind, (checked) => saveNewDraftAction(checked, formData, admin));
}

/** The edit form's "Save as draft": the record with this slug keeps showing as published. */
export async function saveRecordDraft(kind: EditableKind, slug: string, formData: FormData): Promise<ActionResult> {
  const { admin } = await editor();
  return withKind(kind, (checked) => saveRecordDraftAction(checked, slug, formData, admin));
}

export async function saveDraftById(id: string, formData: FormData): Promise<ActionResult> {
  const { admin } = await editor();
  return saveDraftAction(id, formData, admin);
}

export async function publishDraftById(id: string, formData: FormData): Promise<ActionResult> {
  const { admin } = await editor();
  return publishDraftAction(id, formData, admin);
}

/** useActionState actions: the draft's id travels in the form. */
export async function publishSavedDraft(_previous: FormResult | null, formData: FormData): Promise<FormResult> {
  const { admin } = await editor();
  const result = await publishSavedDraftAction(formData.get('id'), admin);
  if (result.ok) refresh();
  return result;
}

export async function scheduleDraftForm(_previous: FormResult | null, formData: FormData): Promise<FormResult> {
  const { admin } = await editor();
  const result = await scheduleDraftAction(formData.get('id'), formData, admin);
  if (result.ok) refresh();
  return result;
}

export async function discardDraftForm(_previous: FormResult | null, formData: FormData): Promise<FormResult> {
  const { admin } = await editor();
  const result = await discardDraftAction(formData.get('id'), admin);
  if (result.ok) refresh();
  return result;
}

export async function restoreRevision(revisionId: string): Promise<ActionResult> {
  const { admin } = await editor();
  return restoreRevisionAction(revisionId, admin);
}
