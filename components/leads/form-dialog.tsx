'use client';

import type { ReactNode, RefObject } from 'react';
import { CloseIcon } from '@/components/ui/icons';
import { Modal } from '@/components/ui/modal';

/** The panel every form popup shares: a close button, an eyebrow, the title that names the dialog, a line of text, then the form. */
export function FormDialog({
  open,
  onClose,
  titleId,
  title,
  description,
  eyebrow,
  closeLabel,
  returnFocusTo,
  closeOnOutsideClick,
  children,
}: {
  open: boolean;
  onClose: () => void;
  titleId: string;
  title: string;
  description: ReactNode;
  /** 'Free, no obligation' in the page's language. */
  eyebrow: string;
  /** The close button's name: 'Close'. */
  closeLabel: string;
  returnFocusTo?: RefObject<HTMLElement | null>;
  closeOnOutsideClick?: boolean;
  children: ReactNode;
}) {
  return (
    <Modal
      open={open}
      onClose={onClose}
      labelledBy={titleId}
      returnFocusTo={returnFocusTo}
      closeOnOutsideClick={closeOnOutsideClick}
      className="m-auto w-[calc(100%-2rem)] max-w-md"
    >
      <div className="relative rounded-3xl bg-white p-6 shadow-2xl sm:p-8">
        <button type="button" onClick={onClose} aria-label={closeLabel} className="btn-icon absolute end-3 top-3 text-navy-900 hover:bg-mist-100">
          <CloseIcon />
        </button>
        <p className="eyebrow">{eyebrow}</p>
        <h2 id={titleId} className="heading-3 mt-1 pe-10">
          {title}
        </h2>
        <p className="mt-2 text-sm text-muted">{description}</p>
        <div className="mt-6">{children}</div>
      </div>
    </Modal>
  );
}
