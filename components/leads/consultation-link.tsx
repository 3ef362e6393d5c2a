'use client';

import { type ReactNode, startTransition, useRef, useState } from 'react';
import { LazyConsultationModal, preloadConsultationModal } from './lazy-consultation-modal';

/**
 * An apply or consult button of a page: it opens the consultation form in place, with
 * the page's country chosen, instead of sending the visitor to another page. Before the page's
 * script runs (or without it) it is a plain link to the contact page in the page's language
 * (`contactHref`), which has a form too.
 */
export function ConsultationLink({
  children,
  contactHref,
  country,
  idPrefix,
  className = 'btn-primary',
}: {
  children: ReactNode;
  contactHref: string;
  country?: string;
  idPrefix: string;
  className?: string;
}) {
  const [open, setOpen] = useState(false);
  const linkRef = useRef<HTMLAnchorElement>(null);
  return (
    <>
      <a
        ref={linkRef}
        href={contactHref}
        className={className}
        aria-haspopup="dialog"
        onPointerDown={preloadConsultationModal}
        onFocus={preloadConsultationModal}
        onClick={(event) => {
          if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) return; // a new tab is the visitor's choice
          event.preventDefault();
          startTransition(() => setOpen(true));
        }}
      >
        {children}
      </a>
      <LazyConsultationModal open={open} onClose={() => setOpen(false)} idPrefix={idPrefix} returnFocusTo={linkRef} country={country} />
    </>
  );
}
