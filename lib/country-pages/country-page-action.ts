import 'server-only';
import { recordAudit } from '@/lib/audit/record';
import { staffRefOf } from '@/lib/auth/staff-ref';
import { countryPageService } from '@/lib/country-pages/country-page-service';
import { appDeps } from '@/lib/content/service-deps';
import { actionFailure } from '../admin/action-failure';
import type { ActionResult } from '../admin/action-result';
import type { ContentActor } from '../content/content-actions';
import { readContentFormData } from '../content/content-form-data';

/**
 * The work behind the admin's country page form, once the action has checked the session: unpack
 * the form, publish through the service (which validates, sanitises, stores, keeps the version and
 * expires the public page), record it in the audit log, and turn errors into what the form shows.
 */
export async function saveCountryPage(slug: unknown, formData: unknown, actor: ContentActor): Promise<ActionResult> {
  try {
    const { input } = await readContentFormData(formData);
    const saved = await countryPageService.update(await appDeps(), String(slug), input, staffRefOf(actor));
    await recordAudit({ action: 'publish', actor, target: `country page ${saved.slug}`, detail: `edited (version ${saved.version})` });
    return { ok: true };
  } catch (error) {
    return actionFailure(error);
  }
}
