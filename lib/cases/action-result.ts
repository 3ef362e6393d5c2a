import type { ActionFailure } from '@/lib/admin/action-result';

/**
 * What a case form's action answers: a sentence, and for an update the applicant should hear of,
 * the WhatsApp click-to-chat address with the update written in (staff send it with one click);
 * for a new link, the link itself to copy. Failures as every admin form shows them.
 */
export type CaseResult = { ok: true; message: string; chatHref?: string | null; link?: string; next?: string } | ActionFailure;
