import 'server-only';
import type { blogService } from '@/lib/content/blog-service';
import { appDeps } from '@/lib/content/service-deps';
import type { visaService } from '@/lib/content/visa-service';
import { recordAudit, type AuditActor } from '@/lib/audit/record';
import { staffRefOf } from '@/lib/auth/staff-ref';
import { ValidationError } from '@/lib/errors';
import { actionFailure } from '../admin/action-failure';
import type { ActionResult } from '../admin/action-result';
import { readContentFormData } from './content-form-data';

/**
 * The work behind the admin content actions, shared by visas and blog posts. The actions in
 * app/admin/** check the session first and then call these with the signed-in person; these
 * unpack the form, call the service (which validates, sanitises, stores and revalidates the public
 * pages), record the change in the audit log and turn errors into an answer the form can show.
 */
type ContentService = typeof visaService | typeof blogService;

/** The signed-in person: audited, and named on what they publish. */
export type ContentActor = AuditActor & { _id: string; displayName: string };

export function slugOrId(key: unknown): string {
  if (typeof key !== 'string' || key.length === 0 || key.length > 200) {
    throw new ValidationError('Which record? The request named none', { form: ['Which record? The request named none'] });
  }
  return key;
}

export async function createContent(service: ContentService, formData: unknown, actor: ContentActor): Promise<ActionResult> {
  try {
    const { input, image } = await readContentFormData(formData);
    const created = await service.create(await appDeps(), input, image, staffRefOf(actor));
    await recordAudit({ action: 'publish', actor, target: `${service.label} ${created.slug}`, detail: 'created' });
    return { ok: true };
  } catch (error) {
    return actionFailure(error);
  }
}

export async function updateContent(service: ContentService, key: unknown, formData: unknown, actor: ContentActor): Promise<ActionResult> {
  try {
    const slug = slugOrId(key);
    const { input, image } = await readContentFormData(formData);
    const updated = await service.update(await appDeps(), slug, input, image, staffRefOf(actor));
    const renamed = updated.slug !== slug ? `, address was ${slug}` : '';
    await recordAudit({ action: 'publish', actor, target: `${service.label} ${updated.slug}`, detail: `edited (version ${updated.version}${renamed})` });
    return { ok: true };
  } catch (error) {
    return actionFailure(error);
  }
}

export async function removeContent(service: ContentService, key: unknown, actor: ContentActor): Promise<ActionResult> {
  try {
    const removed = await service.remove(await appDeps(), slugOrId(key));
    await recordAudit({ action: 'delete', actor, target: `${service.label} ${removed.slug}` });
    return { ok: true };
  } catch (error) {
    return actionFailure(error);
  }
}
