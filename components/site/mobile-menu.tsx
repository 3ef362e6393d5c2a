'use client';

import dynamic from 'next/dynamic';
import { usePathname } from 'next/navigation';
import { startTransition, useEffect, useRef, useState } from 'react';
import { LazyConsultationModal, preloadConsultationModal } from '@/components/leads/lazy-consultation-modal';
import { MenuIcon } from '@/components/ui/icons';
import { preloadAfterPaint } from '@/lib/hooks/after-next-paint';
import type { Locale } from '@/lib/i18n/locales';
import type { ShownLink } from './nav-links';

const importPanel = () => import('./mobile-menu-panel');
/** The overlay's code comes with the first press of the button, not with every page. */
const MobileMenuPanel = dynamic(() => importPanel().then((module) => module.MobileMenuPanel), { ssr: false });
const preloadPanel = preloadAfterPaint(importPanel);

export interface MenuContact {
  phone: string;
  phoneHref: string;
  email: string;
  hours: string;
  closed: string;
  address: string;
  /** `lang="en" dir="ltr"` where an Arabic page shows the address in English. */
  addressLang: { lang?: string; dir?: string };
}

/** The menu's words in the page's language (the `menu` part of the `common` catalogue). */
export interface MenuText {
  open: string;
  close: string;
  title: string;
  costTitle: string;
  costText: string;
  consultation: string;
  links: string;
  contact: string;
  hours: string;
  office: string;
  language: string;
}

export interface MenuContent {
  text: MenuText;
  groups: readonly { title: string; links: readonly ShownLink[] }[];
  contact: MenuContact;
  /** The language the menu's language link leads to. */
  otherLocale: Locale;
}

/**
 * The menu button and its 'Preferences' overlay (below the desktop breakpoint): the free
 * consultation box, links, contact details, business hours and the office. It locks page
 * scrolling, keeps focus inside, closes on Escape, on the close button and on any link.
 */
export function MobileMenu({ content, tone }: { content: MenuContent; tone: 'dark' | 'light' }) {
  const [open, setOpen] = useState(false);
  // Mounted from the first opening on; before it the overlay's code is not even fetched.
  const [opened, setOpened] = useState(false);
  const [consultationOpen, setConsultationOpen] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const pathname = usePathname();

  // A navigation that happens some other way (back button) also closes it.
  const [shownFor, setShownFor] = useState(pathname);
  if (shownFor !== pathname) {
    setShownFor(pathname);
    setOpen(false);
  }

  useEffect(() => {
    if (!open) return;
    const closeOnDesktop = window.matchMedia('(min-width: 1024px)');
    const onChange = () => closeOnDesktop.matches && setOpen(false);
    closeOnDesktop.addEventListener('change', onChange);
    return () => closeOnDesktop.removeEventListener('change', onChange);
  }, [open]);

  const close = () => setOpen(false);

  return (
    <>
      <button
        ref={toggleRef}
        type="button"
        onPointerDown={preloadPanel}
        onClick={() => {
          startTransition(() => {
            setOpened(true);
            setOpen(true);
          });
          preloadConsultationModal();
        }}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls="mobile-menu"
        aria-label={content.text.open}
        className={`btn-icon lg:hidden ${tone === 'light' ? 'text-white ring-1 ring-white/40 hover:bg-white/10' : 'text-navy-900 ring-1 ring-navy-900/15 hover:bg-mist-100'}`}
      >
        <MenuIcon />
      </button>

      {opened && (
        <MobileMenuPanel
          open={open}
          close={close}
          pathname={pathname}
          content={content}
          openConsultation={() => {
            setOpen(false);
            startTransition(() => setConsultationOpen(true));
          }}
        />
      )}

      <LazyConsultationModal open={consultationOpen} onClose={() => setConsultationOpen(false)} returnFocusTo={toggleRef} idPrefix="menu-consultation" />
    </>
  );
}
