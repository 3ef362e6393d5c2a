import { redirect } from 'next/navigation';
import { getAdminSession } from '@/lib/auth/session';

/** On /login: an admin who is signed in already goes straight to the dashboard. Renders nothing. */
export async function RedirectIfSignedIn() {
  if (await getAdminSession()) redirect('/admin');
  return null;
}
