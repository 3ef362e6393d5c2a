'use client';

import dynamic from 'next/dynamic';
import { useState, type RefObject } from 'react';
import { FormDialog } from './form-dialog';
import { FormLoading } from './form-loading';

/**
 * Loaded on the first opening: the popup sits in the header of every page, and its form brings
 * the validation library and the country list, which pages without a form of their own should
 * not download and run before they are interactive.
 */
const ConsultationForm = dynamic(() => import('./consultation-form').then((module) => module.ConsultationForm), {
  ssr: false,
  loading: () => <FormLoading />,
});

/**
 * The 'get free visa consultation' popup: the consultation form in a modal, with the page's
 * country pre-selected; after a stored submission it shows the thank-you until closed.
 */
export function ConsultationModal({
  open,
  onClose,
  idPrefix,
  returnFocusTo,
  country,
}: {
  open: boolean;
  onClose: () => void;
  idPrefix: string;
  returnFocusTo?: RefObject<HTMLElement | null>;
  country?: string;
}) {
  // Mounted from the first opening on, so closing and reopening keeps what was typed.
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return (
    <FormDialog
      open={open}
      onClose={onClose}
      titleId={`${idPrefix}-title`}
      title="get free visa consultation"
      description="Leave your details and a consultant will call you back about your trip."
      returnFocusTo={returnFocusTo}
    >
      {opened && <ConsultationForm idPrefix={idPrefix} country={country} />}
    </FormDialog>
  );
}
