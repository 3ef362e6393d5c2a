/**
 * The admin sidebar (spec section 2: Dashboard, add visa, add blog, manage blogs, manage visas;
 * plus the leads inbox, staff accounts, the audit log and one's own account;
 * the country pages, the redirects of old addresses and the site's lists: testimonials,
 * jobs, FAQs; what waits for its Arabic).
 * The nav lists only what the person's role opens: the capability of each page is the admin's one
 * table of them, lib/auth/page-capabilities.ts.
 */
export const adminNavItems = [
  { href: '/admin', label: 'Dashboard', icon: 'dashboard' },
  { href: '/admin/add-visas', label: 'Add visa', icon: 'plus' },
  { href: '/admin/add-blog', label: 'Add blog', icon: 'pen' },
  { href: '/admin/manage-blogs', label: 'Manage blogs', icon: 'list' },
  { href: '/admin/manage-visas', label: 'Manage visas', icon: 'passport' },
  { href: '/admin/country-pages', label: 'Country pages', icon: 'globe' },
  { href: '/admin/visa-facts', label: 'Visa facts', icon: 'clipboardCheck' },
  { href: '/admin/redirects', label: 'Redirects', icon: 'link' },
  { href: '/admin/site-content', label: 'Site content', icon: 'document' },
  { href: '/admin/translations', label: 'Translations', icon: 'languages' },
  { href: '/admin/leads', label: 'Leads', icon: 'inbox' },
  { href: '/admin/cases', label: 'Cases', icon: 'clipboardCheck' },
  { href: '/admin/data-requests', label: 'Data requests', icon: 'shield' },
  { href: '/admin/staff', label: 'Staff', icon: 'users' },
  { href: '/admin/audit', label: 'Audit log', icon: 'history' },
  { href: '/admin/privacy/retention', label: 'Data retention', icon: 'shield' },
  { href: '/admin/account', label: 'My account', icon: 'key' },
] as const satisfies ReadonlyArray<{ href: string; label: string; icon: string }>;

export type AdminNavItem = (typeof adminNavItems)[number];
export type AdminIconName = AdminNavItem['icon'];

/** Whether a sidebar link is the current page (or the page's section, for edit pages under a list). */
export function isCurrent(href: string, pathname: string): boolean {
  if (href === '/admin') return pathname === '/admin';
  return pathname === href || pathname.startsWith(`${href}/`);
}
