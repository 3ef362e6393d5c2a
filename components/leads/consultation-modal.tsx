'use client';

import type { RefObject } from 'react';
import { ConsultationForm } from './consultation-form';
import { FormDialog } from './form-dialog';
import { countryNames } from '@/content/countries';

/**
 * The 'get free visa consultation' popup: the consultation form in a modal, with the page's
 * country pre-selected; after a stored submission it shows the thank-you until closed. Loaded on
 * the first opening (./lazy-consultation-modal.tsx), with its form.
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
  return (
    <FormDialog
      open={open}
      onClose={onClose}
      titleId={`${idPrefix}-title`}
      title="get free visa consultation"
      description="Leave your details and a consultant will call you back about your trip."
      returnFocusTo={returnFocusTo}
    >
      <ConsultationForm idPrefix={idPrefix} destinations={countryNames} country={country} />
    </FormDialog>
  );
}
