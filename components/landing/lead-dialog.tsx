'use client';

import type { RefObject } from 'react';
import { FormDialog } from '@/components/leads/form-dialog';
import { useFormText } from '@/components/leads/form-text';
import { LeadForm } from '@/components/leads/lead-form';

/** The landing page's lead popup (./lead-modal.tsx), fetched on its first opening, in the page's language. */
export function LeadDialog({
  open,
  onClose,
  returnFocusTo,
  destinations,
}: {
  open: boolean;
  onClose: () => void;
  returnFocusTo: RefObject<HTMLElement | null>;
  destinations: readonly string[];
}) {
  const { dialogs } = useFormText();
  return (
    <FormDialog
      open={open}
      onClose={onClose}
      titleId="lead-modal-title"
      title={dialogs.leadTitle}
      description={dialogs.leadDescription}
      eyebrow={dialogs.eyebrow}
      closeLabel={dialogs.close}
      returnFocusTo={returnFocusTo}
      closeOnOutsideClick
    >
      <LeadForm idPrefix="modal-lead" destinations={destinations} />
    </FormDialog>
  );
}
