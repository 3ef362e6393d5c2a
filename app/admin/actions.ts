'use server';

import { redirect } from 'next/navigation';
import { requireAdminForAction } from '@/lib/auth/require-admin';
import { endAdminSession } from '@/lib/auth/session';

/** Sign out: ends this admin's sessions everywhere (every copy of the cookie) and goes home. */
export async function signOut(): Promise<void> {
  await requireAdminForAction();
  await endAdminSession();
  redirect('/');
}
