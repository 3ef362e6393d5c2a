import Link from 'next/link';
import { pageCapability } from '@/lib/auth/page-capabilities';
import { can } from '@/lib/auth/roles';
import { getAdminSession } from '@/lib/auth/session';
import { AdminNav } from './admin-nav';
import { adminNavItems } from './nav-items';

/**
 * The sidebar's links for the signed-in person: only the sections their role opens (the pages
 * check the role again themselves). Without a session it lists nothing; the page redirects.
 */
export async function RoleNav() {
  const session = await getAdminSession().catch(() => null);
  const hrefs = session
    ? adminNavItems
        .filter((item) => {
          const capability = pageCapability(item.href);
          return !capability || can(session.admin.role, capability);
        })
        .map((item) => item.href)
    : [];
  return <AdminNav hrefs={hrefs} />;
}

/** The signed-in person's name and role in the top bar, linking to their account page. */
export async function SignedInPerson() {
  const session = await getAdminSession().catch(() => null);
  if (!session) return null;
  const { displayName, email, role } = session.admin;
  const name = displayName || email;
  return (
    <Link href="/admin/account" className="flex items-center gap-2 rounded-xl px-1 text-sm font-semibold text-navy-900 hover:bg-mist-100">
      <span aria-hidden="true" className="flex size-9 items-center justify-center rounded-full bg-navy-900 text-sm font-bold text-gold-400">
        {name.slice(0, 1).toUpperCase()}
      </span>
      <span className="flex flex-col leading-tight">
        <span className="max-w-[5rem] truncate min-[400px]:max-w-[7rem] sm:max-w-[14rem]">{name}</span>
        <span className="hidden text-xs font-medium capitalize text-muted sm:block">{role}</span>
      </span>
    </Link>
  );
}
