import type { ReactNode } from 'react';
import { type Need, requireAdmin } from '@/lib/auth/require-admin';

/**
 * Renders its children for a signed-in person whose role has the capability; anyone else is sent
 * to /login first, and a signed-in person without the right gets the 403 page.
 */
export async function AdminOnly({ children, ...need }: { children: ReactNode } & Need) {
  await requireAdmin(need);
  return children;
}
