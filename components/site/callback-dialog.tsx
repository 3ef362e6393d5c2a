'use client';

import type { RefObject } from 'react';
import { CallbackForm } from '@/components/leads/callback-form';
import { FormDialog } from '@/components/leads/form-dialog';

/** The header's call-back popup (./request-call-button.tsx), fetched on its first opening with its form. */
export function CallbackDialog({
  open,
  onClose,
  phone,
  returnFocusTo,
}: {
  open: boolean;
  onClose: () => void;
  phone: string;
  returnFocusTo: RefObject<HTMLElement | null>;
}) {
  return (
    <FormDialog
      open={open}
      onClose={onClose}
      titleId="header-callback-title"
      title="Request a call back"
      description={`Leave your mobile number and a consultant will call you. Or call us now on ${phone}.`}
      returnFocusTo={returnFocusTo}
    >
      <CallbackForm idPrefix="header-callback" />
    </FormDialog>
  );
}
