/** The admin sidebar (spec section 2: Dashboard, add visa, add blog, manage blogs, manage visas; plus the leads inbox). */
export const adminNavItems = [
  { href: '/admin', label: 'Dashboard', icon: 'dashboard' },
  { href: '/admin/add-visas', label: 'Add visa', icon: 'plus' },
  { href: '/admin/add-blog', label: 'Add blog', icon: 'pen' },
  { href: '/admin/manage-blogs', label: 'Manage blogs', icon: 'list' },
  { href: '/admin/manage-visas', label: 'Manage visas', icon: 'passport' },
  { href: '/admin/leads', label: 'Leads', icon: 'inbox' },
] as const;

export type AdminIconName = (typeof adminNavItems)[number]['icon'];

/** Whether a sidebar link is the current page (or the page's section, for edit pages under a list). */
export function isCurrent(href: string, pathname: string): boolean {
  if (href === '/admin') return pathname === '/admin';
  return pathname === href || pathname.startsWith(`${href}/`);
}
