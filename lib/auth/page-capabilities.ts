import type { Capability } from './roles';

/**
 * The capability each part of the admin needs, by address. A page under one of these needs the
 * same (`/admin/manage-visas/{slug}/edit` is content); the dashboard and My account need only a
 * session. The sidebar lists a section only for a role that has its capability, and proxy.ts
 * answers a page load of a section the role lacks with the 403 page (403, not a 200 streaming
 * the refusal). Each page still checks its capability itself (requireAdmin).
 */
export const PAGE_CAPABILITIES = [
  ['/admin/add-visas', 'content'],
  ['/admin/add-blog', 'content'],
  ['/admin/manage-blogs', 'content'],
  ['/admin/manage-visas', 'content'],
  ['/admin/country-pages', 'content'],
  ['/admin/visa-facts', 'content'],
  ['/admin/redirects', 'content'],
  // Before its section: what the business states about itself is the owners' (as staff accounts).
  ['/admin/site-content/company', 'accounts'],
  ['/admin/site-content', 'content'],
  ['/admin/translations', 'content'],
  ['/admin/drafts', 'content'],
  ['/preview', 'content'],
  ['/admin/leads', 'leads'],
  ['/admin/cases', 'cases'],
  // Those who call people back read out the codes and make the corrections.
  ['/admin/data-requests', 'leads'],
  ['/admin/staff', 'accounts'],
  ['/admin/audit', 'audit'],
  // Owners only, as the audit log: where personal data is kept and for how long.
  ['/admin/privacy/retention', 'audit'],
] as const satisfies ReadonlyArray<readonly [string, Capability]>;

/** The 403 page's own address (app/(access)/not-allowed): what proxy.ts answers a refused page load with. */
export const NOT_ALLOWED_PATH = '/not-allowed';

/** The capability the page at `pathname` needs, or undefined for one that needs only a session. */
export function pageCapability(pathname: string): Capability | undefined {
  return PAGE_CAPABILITIES.find(([prefix]) => pathname === prefix || pathname.startsWith(`${prefix}/`))?.[1];
}
