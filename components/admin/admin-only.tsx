import type { ReactNode } from 'react';
import { requireAdmin } from '@/lib/auth/require-admin';

/** Renders its children for a signed-in admin only; anyone else is sent to /login first. */
export async function AdminOnly({ children }: { children: ReactNode }) {
  await requireAdmin();
  return children;
}
