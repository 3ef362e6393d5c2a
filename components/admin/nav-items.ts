import type { Capability } from '@/lib/auth/roles';

/**
 * The admin sidebar (spec section 2: Dashboard, add visa, add blog, manage blogs, manage visas;
 * plus the leads inbox, and since issue #23 staff accounts, the audit log and one's own account;
 * since issue #22 the country pages, the redirects of old addresses and the site's lists: testimonials,
 * jobs, FAQs).
 * Each item names the capability its page needs: the nav lists only what the person's role opens.
 */
export const adminNavItems = [
  { href: '/admin', label: 'Dashboard', icon: 'dashboard' },
  { href: '/admin/add-visas', label: 'Add visa', icon: 'plus', capability: 'content' },
  { href: '/admin/add-blog', label: 'Add blog', icon: 'pen', capability: 'content' },
  { href: '/admin/manage-blogs', label: 'Manage blogs', icon: 'list', capability: 'content' },
  { href: '/admin/manage-visas', label: 'Manage visas', icon: 'passport', capability: 'content' },
  { href: '/admin/country-pages', label: 'Country pages', icon: 'globe', capability: 'content' },
  { href: '/admin/visa-facts', label: 'Visa facts', icon: 'clipboardCheck', capability: 'content' },
  { href: '/admin/redirects', label: 'Redirects', icon: 'link', capability: 'content' },
  { href: '/admin/site-content', label: 'Site content', icon: 'document', capability: 'content' },
  { href: '/admin/leads', label: 'Leads', icon: 'inbox', capability: 'leads' },
  { href: '/admin/staff', label: 'Staff', icon: 'users', capability: 'accounts' },
  { href: '/admin/audit', label: 'Audit log', icon: 'history', capability: 'audit' },
  { href: '/admin/account', label: 'My account', icon: 'key' },
] as const satisfies ReadonlyArray<{ href: string; label: string; icon: string; capability?: Capability }>;

export type AdminNavItem = (typeof adminNavItems)[number];
export type AdminIconName = AdminNavItem['icon'];

/** Whether a sidebar link is the current page (or the page's section, for edit pages under a list). */
export function isCurrent(href: string, pathname: string): boolean {
  if (href === '/admin') return pathname === '/admin';
  return pathname === href || pathname.startsWith(`${href}/`);
}
