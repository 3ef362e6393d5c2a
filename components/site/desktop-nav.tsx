'use client';

import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { headerLinks } from './nav-links';

/** The header's links on large screens, marking the current section. */
export function DesktopNav({ tone }: { tone: 'dark' | 'light' }) {
  const pathname = usePathname();
  const isCurrent = (href: string) => (href === '/' ? pathname === '/' : pathname === href || pathname.startsWith(`${href}/`));
  return (
    <nav aria-label="Main" className="hidden lg:block">
      <ul className={`flex items-center gap-1 text-sm font-semibold ${tone === 'light' ? 'text-white' : 'text-navy-900'}`}>
        {headerLinks.map((link) => {
          const current = isCurrent(link.href);
          return (
            <li key={link.href}>
              <Link
                href={link.href}
                aria-current={current ? 'page' : undefined}
                className={`relative rounded-full px-3.5 py-2 transition-colors after:absolute after:inset-x-3.5 after:-bottom-0.5 after:h-0.5 after:rounded-full after:bg-gold-500 after:transition-transform ${
                  current ? 'after:scale-x-100' : 'after:scale-x-0 hover:after:scale-x-100'
                } ${tone === 'light' ? 'hover:text-gold-400' : 'hover:text-navy-700'}`}
              >
                {link.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
