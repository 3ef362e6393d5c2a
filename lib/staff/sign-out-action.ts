'use server';

import { redirect } from 'next/navigation';
import { recordAudit } from '@/lib/audit/record';
import { requireAdminForAction } from '@/lib/auth/require-admin';
import { endAdminSession } from '@/lib/auth/session';

/** Sign out: ends this person's sessions everywhere (every copy of the cookie) and goes home. */
export async function signOut(): Promise<void> {
  const { admin } = await requireAdminForAction({ duringEnrolment: true });
  await endAdminSession();
  await recordAudit({ action: 'sign-out', actor: admin, detail: 'every session ended' });
  redirect('/');
}
