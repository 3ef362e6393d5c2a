'use client';

import dynamic from 'next/dynamic';
import { createContext, startTransition, useCallback, useContext, useMemo, useRef, useState, type ReactNode } from 'react';
import { preloadAfterPaint } from '@/lib/hooks/after-next-paint';
import { LANDING_FORM_ID } from './landing-form-id';

const importDialog = () => import('./lead-dialog');
/** The popup's code (the dialog and its copy of the form) is fetched on the first press of a button that opens it. */
const LeadDialog = dynamic(() => importDialog().then((module) => module.LeadDialog), { ssr: false });
const preloadDialog = preloadAfterPaint(importDialog);

const LeadModalContext = createContext<((opener: HTMLElement) => void) | null>(null);

/**
 * The landing page's lead popup, opened by any <LeadModalButton> inside; an outside click closes
 * it. `destinations` is the static country list, offered until the lead service's own arrives.
 */
export function LeadModalProvider({ children, destinations }: { children: ReactNode; destinations: readonly string[] }) {
  const [open, setOpen] = useState(false);
  // The popup is mounted from the first opening on, not with the page: closing and reopening
  // still keeps what was typed.
  const [opened, setOpened] = useState(false);
  if (open && !opened) setOpened(true);
  const openerRef = useRef<HTMLElement | null>(null);
  const show = useCallback((opener: HTMLElement) => {
    openerRef.current = opener;
    startTransition(() => setOpen(true));
  }, []);
  const value = useMemo(() => show, [show]);
  const close = () => setOpen(false);
  return (
    <LeadModalContext.Provider value={value}>
      {children}
      {opened && <LeadDialog open={open} onClose={close} returnFocusTo={openerRef} destinations={destinations} />}
    </LeadModalContext.Provider>
  );
}

/**
 * Opens the popup; before the page's script runs (or without it) a plain link to the hero's form
 * on the same page.
 */
export function LeadModalButton({ children, className = 'btn-primary' }: { children: ReactNode; className?: string }) {
  const open = useContext(LeadModalContext);
  return (
    <a
      href={`#${LANDING_FORM_ID}`}
      className={className}
      aria-haspopup="dialog"
      onPointerDown={preloadDialog}
      onClick={(event) => {
        if (!open || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) return;
        event.preventDefault();
        open(event.currentTarget);
      }}
    >
      {children}
    </a>
  );
}
