'use client';

import { createContext, useCallback, useContext, useMemo, useRef, useState, type ReactNode } from 'react';
import { LeadForm } from '@/components/leads/lead-form';
import { FormDialog } from '@/components/leads/form-dialog';

const LeadModalContext = createContext<((opener: HTMLElement) => void) | null>(null);

/** The landing page's lead popup, opened by any <LeadModalButton> inside; an outside click closes it. */
export function LeadModalProvider({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState(false);
  // The form (its country select alone is some 200 options) is mounted from the first opening on,
  // not with the page: closing and reopening still keeps what was typed.
  const [opened, setOpened] = useState(false);
  if (open && !opened) setOpened(true);
  const openerRef = useRef<HTMLElement | null>(null);
  const show = useCallback((opener: HTMLElement) => {
    openerRef.current = opener;
    setOpen(true);
  }, []);
  const value = useMemo(() => show, [show]);
  const close = () => setOpen(false);
  return (
    <LeadModalContext.Provider value={value}>
      {children}
      <FormDialog
        open={open}
        onClose={close}
        titleId="lead-modal-title"
        title="Book your free visa consultation"
        description="A consultant will call you back to plan your application."
        returnFocusTo={openerRef}
        closeOnOutsideClick
      >
        {opened && <LeadForm idPrefix="modal-lead" />}
      </FormDialog>
    </LeadModalContext.Provider>
  );
}

export function LeadModalButton({ children, className = 'btn-primary' }: { children: ReactNode; className?: string }) {
  const open = useContext(LeadModalContext);
  return (
    <button type="button" className={className} aria-haspopup="dialog" onClick={(event) => open?.(event.currentTarget)}>
      {children}
    </button>
  );
}
