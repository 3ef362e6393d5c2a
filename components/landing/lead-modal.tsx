'use client';

import { createContext, useCallback, useContext, useMemo, useRef, useState, type ReactNode } from 'react';
import { LeadForm } from '@/components/forms/lead-form';
import { CloseIcon } from '@/components/ui/icons';
import { Modal } from '@/components/ui/modal';

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
      <Modal open={open} onClose={close} labelledBy="lead-modal-title" closeOnOutsideClick returnFocusTo={openerRef} className="m-auto w-[calc(100%-2rem)] max-w-md">
        <div className="relative rounded-3xl bg-white p-6 shadow-2xl sm:p-8">
          <button type="button" onClick={close} aria-label="Close" className="btn-icon absolute top-3 right-3 text-navy-900 hover:bg-mist-100">
            <CloseIcon />
          </button>
          <p className="eyebrow">Free, no obligation</p>
          <h2 id="lead-modal-title" className="heading-3 mt-1 pr-10">
            Book your free visa consultation
          </h2>
          <p className="mt-2 text-sm text-muted">A consultant will call you back to plan your application.</p>
          <div className="mt-6">
            {opened && <LeadForm idPrefix="modal-lead" onSuccess={close} />}
          </div>
        </div>
      </Modal>
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
