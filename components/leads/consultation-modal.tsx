'use client';

import type { RefObject } from 'react';
import { countryNames } from '@/content/countries';
import { ConsultationForm } from './consultation-form';
import { FormDialog } from './form-dialog';
import { useFormText } from './form-text';

/**
 * The 'get free visa consultation' popup: the consultation form in a modal, with the page's
 * country pre-selected; after a stored submission it shows the thank-you until closed. Loaded on
 * the first opening (./lazy-consultation-modal.tsx), with its form; its words come from the
 * page (./form-text.tsx), since the buttons that open it are client components anywhere on it.
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
  const { dialogs } = useFormText();
  return (
    <FormDialog
      open={open}
      onClose={onClose}
      titleId={`${idPrefix}-title`}
      title={dialogs.consultationTitle}
      description={dialogs.consultationDescription}
      eyebrow={dialogs.eyebrow}
      closeLabel={dialogs.close}
      returnFocusTo={returnFocusTo}
    >
      <ConsultationForm idPrefix={idPrefix} destinations={countryNames} country={country} />
    </FormDialog>
  );
}
