'use client';

import Link from 'next/link';
import { type ReactNode, useRef, useState } from 'react';
import { AdminBrand } from './admin-brand';
import { Icon } from './icons';
import { SignOutButton } from '../staff/sign-out-button';

/**
 * The admin frame: a sidebar on wide screens, a top bar with the person's name and 'Sign out',
 * and on phones a menu button that opens the same links under the top bar. The links and the
 * name come from the session, rendered on the server and streamed in (`nav`, `person`).
 */
export function AdminChrome({ children, nav, person }: { children: ReactNode; nav: ReactNode; person: ReactNode }) {
  const [menuOpen, setMenuOpen] = useState(false);
  const menuButton = useRef<HTMLButtonElement>(null);
  const closeMenu = () => setMenuOpen(false);

  return (
    <div className="min-h-dvh bg-mist-50">
      {/* The root layout's "Skip to content" link leads to #main, this page's content. */}
      {/* It scrolls: with every link of an owner, the list is taller than a laptop screen. */}
      <aside className="fixed inset-y-0 left-0 z-30 hidden w-64 flex-col gap-8 overflow-y-auto bg-navy-900 px-4 py-5 lg:flex">
        <div className="px-2">
          <AdminBrand />
        </div>
        {nav}
        <Link href="/" className="mt-auto flex items-center gap-2 rounded-lg px-3 py-2 text-sm text-sky-300 hover:text-white">
          <Icon name="external" className="size-4" />
          View the website
        </Link>
      </aside>

      <div className="lg:pl-64">
        <header
          className="sticky top-0 z-20 border-b border-navy-900/10 bg-white/95 backdrop-blur"
          onKeyDown={(event) => {
            if (event.key === 'Escape' && menuOpen) {
              closeMenu();
              menuButton.current?.focus();
            }
          }}
        >
          <div className="flex h-16 items-center justify-between gap-3 px-4 sm:px-6 lg:px-8">
            <div className="flex items-center gap-2 lg:hidden">
              <button
                ref={menuButton}
                type="button"
                onClick={() => setMenuOpen((open) => !open)}
                aria-expanded={menuOpen}
                aria-controls="admin-mobile-nav"
                className="flex size-11 items-center justify-center rounded-xl text-navy-900 hover:bg-mist-100"
              >
                <Icon name={menuOpen ? 'close' : 'menu'} className="size-6" />
                <span className="sr-only">Menu</span>
              </button>
            </div>
            <p className="hidden text-sm text-muted lg:block">Manage visas, blog posts and leads</p>
            <div className="flex items-center gap-3">
              {person}
              <SignOutButton />
            </div>
          </div>
          {menuOpen && (
            // A followed link closes the menu: the click reaches this box from the link inside.
            <div
              id="admin-mobile-nav"
              className="border-t border-navy-900/10 bg-navy-900 px-4 py-4 lg:hidden"
              onClick={(event) => {
                if ((event.target as HTMLElement).closest('a')) closeMenu();
              }}
            >
              {nav}
            </div>
          )}
        </header>
        <main id="main" data-admin-content tabIndex={-1} className="mx-auto w-full max-w-6xl px-4 py-6 outline-none sm:px-6 sm:py-8 lg:px-8">
          {children}
        </main>
      </div>
    </div>
  );
}
