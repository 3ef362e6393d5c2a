import type { AdminRole } from '@/lib/staff/admin-repository';

/**
 * What each role may do. Every admin page, action and route handler names the
 * capability it needs (lib/auth/require-admin.ts); the nav and the dashboard show only what the
 * person's role allows. Anything about one's own account (password, second factor, sign-out)
 * needs no capability, only a session.
 */
export const CAPABILITIES = ['content', 'leads', 'cases', 'accounts', 'audit'] as const;
export type Capability = (typeof CAPABILITIES)[number];

const ROLE_CAPABILITIES: Record<AdminRole, readonly Capability[]> = {
  owner: CAPABILITIES,
  editor: ['content'],
  sales: ['leads', 'cases'],
};

export function can(role: AdminRole, capability: Capability): boolean {
  return ROLE_CAPABILITIES[role].includes(capability);
}

export const ROLE_LABELS: Record<AdminRole, string> = { owner: 'Owner', editor: 'Editor', sales: 'Sales' };

export const ROLE_DESCRIPTIONS: Record<AdminRole, string> = {
  owner: 'Everything, including staff accounts and the audit log',
  editor: 'Visas, blog posts and their images; no leads',
  sales: 'Leads and cases: the pipeline, notes, the CSV export, and applicants’ cases and documents',
};
