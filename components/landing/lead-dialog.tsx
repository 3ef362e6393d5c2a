'use client';

import type { RefObject } from 'react';
import { FormDialog } from '@/components/leads/form-dialog';
import { LeadForm } from '@/components/leads/lead-form';

/** The landing page's lead popup (./lead-modal.tsx), fetched on its first opening. */
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
  return (
    <FormDialog
      open={open}
      onClose={onClose}
      titleId="lead-modal-title"
      title="Book your free visa consultation"
      description="A consultant will call you back to plan your application."
      returnFocusTo={returnFocusTo}
      closeOnOutsideClick
    >
      <LeadForm idPrefix="modal-lead" destinations={destinations} />
    </FormDialog>
  );
}
