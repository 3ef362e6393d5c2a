'use client';

import dynamic from 'next/dynamic';
import { useState, type RefObject } from 'react';
import { CloseIcon } from '@/components/ui/icons';
import { Modal } from '@/components/ui/modal';

/**
 * Loaded on the first opening: the popup sits in the header of every page, and its form brings
 * the validation library and the country list, which pages without a form of their own should
 * not download and run before they are interactive.
 */
const ConsultationForm = dynamic(() => import('./consultation-form').then((module) => module.ConsultationForm), {
  ssr: false,
  loading: () => (
    <p role="status" className="flex min-h-80 items-center justify-center text-sm text-muted">
      Loading the form…
    </p>
  ),
});

/** The 'get free visa consultation' popup: the consultation form in a modal that closes after a stored submission. */
export function ConsultationModal({
  open,
  onClose,
  idPrefix,
  returnFocusTo,
}: {
  open: boolean;
  onClose: () => void;
  idPrefix: string;
  returnFocusTo?: RefObject<HTMLElement | null>;
}) {
  const titleId = `${idPrefix}-title`;
  // Mounted from the first opening on, so closing and reopening keeps what was typed.
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return (
    <Modal open={open} onClose={onClose} labelledBy={titleId} returnFocusTo={returnFocusTo} className="m-auto w-[calc(100%-2rem)] max-w-md">
      <div className="relative rounded-3xl bg-white p-6 shadow-2xl sm:p-8">
        <button type="button" onClick={onClose} aria-label="Close" className="btn-icon absolute top-3 right-3 text-navy-900 hover:bg-mist-100">
          <CloseIcon />
        </button>
        <p className="eyebrow">Free, no obligation</p>
        <h2 id={titleId} className="heading-3 mt-1 pr-10">
          get free visa consultation
        </h2>
        <p className="mt-2 text-sm text-muted">Leave your details and a consultant will call you back about your trip.</p>
        <div className="mt-6">
          {opened && <ConsultationForm idPrefix={idPrefix} onSuccess={onClose} />}
        </div>
      </div>
    </Modal>
  );
}
