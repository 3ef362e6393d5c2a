'use client';

import { SiteLink } from './site-link';
import { usePathname } from 'next/navigation';
import type { Locale } from '@/lib/i18n/locales';
import type { ShownLink } from './nav-links';
import { isPublicPage, LanguageLink, pageAddress } from './page-address';

/**
 * The header's links on large screens, marking the current section, and the link to the same
 * page in the other language. Links and labels come in the page's language from the header.
 */
export function DesktopNav({ links, label, otherLocale, tone }: { links: readonly ShownLink[]; label: string; otherLocale: Locale; tone: 'dark' | 'light' }) {
  const pathname = usePathname();
  const { path } = pageAddress(pathname);
  const isCurrent = (href: string) => (href === '/' ? path === '/' : path === href || path.startsWith(`${href}/`));
  const linkClass = `relative rounded-full px-3.5 py-2 transition-colors after:absolute after:inset-x-3.5 after:-bottom-0.5 after:h-0.5 after:rounded-full after:bg-gold-500 after:transition-transform ${
    tone === 'light' ? 'hover:text-gold-400' : 'hover:text-navy-700'
  }`;
  return (
    <nav aria-label={label} className="hidden lg:block">
      <ul className={`flex items-center gap-1 text-sm font-semibold ${tone === 'light' ? 'text-white' : 'text-navy-900'}`}>
        {links.map((link) => {
          const current = isCurrent(link.path);
          return (
            <li key={link.path}>
              <SiteLink href={link.href} aria-current={current ? 'page' : undefined} className={`${linkClass} ${current ? 'after:scale-x-100' : 'after:scale-x-0 hover:after:scale-x-100'}`}>
                {link.label}
              </SiteLink>
            </li>
          );
        })}
        {isPublicPage(pathname) && (
          <li className={`ms-1 border-s ps-1 ${tone === 'light' ? 'border-white/25' : 'border-navy-900/15'}`}>
            <LanguageLink pathname={pathname} to={otherLocale} className={`${linkClass} after:scale-x-0 hover:after:scale-x-100`} />
          </li>
        )}
      </ul>
    </nav>
  );
}
