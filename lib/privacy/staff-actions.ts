'use server';

import { revalidatePath } from 'next/cache';
import { actionFailure } from '@/lib/admin/action-failure';
import { requireAdminForAction } from '@/lib/auth/require-admin';
import { closeCorrectionSchema, type RequestFormState } from './request-schemas';
import { closeCorrection } from './request-service';
import { privacyDeps } from './runtime';

/** Staff's part of people's requests: closing a correction once it is made (capability `leads`, checked first). */
export async function closeCorrectionAction(_previous: RequestFormState | null, formData: FormData): Promise<RequestFormState> {
  const session = await requireAdminForAction({ capability: 'leads' });
  const parsed = closeCorrectionSchema.safeParse({ requestId: formData.get('requestId') ?? '', done: formData.get('done') ?? '' });
  if (!parsed.success) return { ok: false, message: parsed.error.issues[0]!.message, fieldErrors: { done: parsed.error.issues[0]!.message } };
  try {
    const staff = { actor: session.admin, ref: { id: session.admin._id, name: session.admin.displayName || session.admin.email } };
    await closeCorrection(await privacyDeps(), staff, parsed.data.requestId, parsed.data.done);
  } catch (error) {
    const failure = actionFailure(error);
    return { ok: false, message: failure.message };
  }
  revalidatePath('/admin/data-requests');
  return { ok: true, message: 'Closed: the person’s request is answered.' };
}
