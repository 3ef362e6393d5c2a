'use client';

import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { Suspense } from 'react';
import { Icon } from './icons';
import { adminNavItems, isCurrent } from './nav-items';

interface NavProps {
  /** The hrefs of the items this person's role opens (components/admin/role-nav.tsx). */
  hrefs: readonly string[];
}

function NavList({ hrefs, pathname }: NavProps & { pathname: string | null }) {
  return (
    <nav aria-label="Admin">
      <ul className="space-y-1">
        {adminNavItems
          .filter((item) => hrefs.includes(item.href))
          .map((item) => {
            const current = pathname !== null && isCurrent(item.href, pathname);
            return (
              <li key={item.href}>
                <Link
                  href={item.href}
                  aria-current={current ? 'page' : undefined}
                  className={`flex min-h-11 items-center gap-3 rounded-xl px-3 text-sm font-semibold transition-colors ${
                    current ? 'bg-gold-500 text-navy-950' : 'text-sky-100 hover:bg-white/10 hover:text-white'
                  }`}
                >
                  <Icon name={item.icon} />
                  {item.label}
                </Link>
              </li>
            );
          })}
      </ul>
    </nav>
  );
}

function CurrentNavList(props: NavProps) {
  return <NavList {...props} pathname={usePathname()} />;
}

/**
 * The admin sections, with the current one marked for sight and for screen readers. The path is
 * known only at request time on pages with a slug, so the marking streams in behind a boundary.
 */
export function AdminNav(props: NavProps) {
  return (
    <Suspense fallback={<NavList {...props} pathname={null} />}>
      <CurrentNavList {...props} />
    </Suspense>
  );
}
