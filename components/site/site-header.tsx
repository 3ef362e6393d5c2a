import Link from 'next/link';
import { getCompany } from '@/lib/company';
import { Logo } from './logo';
import { headerLinks } from './nav-links';

/** The sticky standard header of every page but the home page. */
export function SiteHeader() {
  const company = getCompany();
  return (
    <header className="sticky top-0 z-40 border-b border-navy-900/10 bg-white/95 backdrop-blur">
      <div className="container-page flex h-16 items-center justify-between gap-4">
        <Logo />
        <nav aria-label="Main" className="hidden lg:block">
          <ul className="flex items-center gap-7 text-sm font-medium text-navy-900">
            {headerLinks.map((link) => (
              <li key={link.href}>
                <Link href={link.href} className="transition-colors hover:text-gold-600">
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <a href={company.phoneHref} className="btn-primary">
          Request a call
        </a>
      </div>
    </header>
  );
}
