'use client';

import { useEffect, useRef, type ReactNode, type RefObject } from 'react';
import { trapTab } from '@/lib/hooks/focus-trap';
import { lockPageScroll } from '@/lib/hooks/scroll-lock';

interface ModalProps {
  open: boolean;
  onClose: () => void;
  /** Id of the element that names the dialog (its title). */
  labelledBy: string;
  children: ReactNode;
  /** Close when the visitor clicks outside the panel (on the backdrop). */
  closeOnOutsideClick?: boolean;
  /** Where focus goes after closing; defaults to the element focused when it opened. */
  returnFocusTo?: RefObject<HTMLElement | null>;
  className?: string;
  /** 'pop' for centred dialogs, 'drawer' for the side menu. */
  animation?: 'pop' | 'drawer';
}

/**
 * A modal dialog on the native <dialog> element: the rest of the page is inert while it is open,
 * Tab cycles inside it, Escape closes it, page scrolling is locked, and focus returns to the
 * opener afterwards. Its content stays mounted while closed, so typed values survive a close.
 */
export function Modal({ open, onClose, labelledBy, children, closeOnOutsideClick = true, returnFocusTo, className = '', animation = 'pop' }: ModalProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  });

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog || !open) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!dialog.open) dialog.showModal();
    const unlock = lockPageScroll();
    return () => {
      unlock();
      if (dialog.open) dialog.close();
      restoreFocus(returnFocusTo, opener);
    };
  }, [open, returnFocusTo]);

  return (
    <dialog
      ref={dialogRef}
      aria-labelledby={labelledBy}
      onCancel={(event) => {
        // Escape: let React state decide, so the dialog and `open` never disagree.
        event.preventDefault();
        onCloseRef.current();
      }}
      onKeyDown={(event) => {
        if (dialogRef.current) trapTab(event, dialogRef.current);
      }}
      onClick={(event) => {
        if (closeOnOutsideClick && event.target === dialogRef.current) onCloseRef.current();
      }}
      // A plain dim backdrop, not a blurred one: a blur repaints the page beneath on every keystroke in the dialog.
      className={`overflow-visible bg-transparent p-0 backdrop:bg-navy-950/75 ${animation === 'drawer' ? 'open:animate-drawer-in' : 'open:animate-modal-in'} motion-reduce:open:animate-none ${className}`}
    >
      {children}
    </dialog>
  );
}

/** Focus the requested element, else the opener, if it is still on the page and visible. */
function restoreFocus(preferred: RefObject<HTMLElement | null> | undefined, opener: HTMLElement | null) {
  const target = preferred?.current ?? opener;
  if (target?.isConnected && target.getClientRects().length > 0) target.focus({ preventScroll: true });
}
