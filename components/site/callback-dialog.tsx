'use client';

import type { RefObject } from 'react';
import { CallbackForm } from '@/components/leads/callback-form';
import { FormDialog } from '@/components/leads/form-dialog';
import { useFormText } from '@/components/leads/form-text';
import { templateParts } from '@/lib/leads/fill-template';

/** The header's call-back popup (./request-call-button.tsx), fetched on its first opening with its form, in the page's language. */
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
  const { dialogs } = useFormText();
  // The office's number reads left to right inside an Arabic sentence too.
  const number = (
    <bdi key="phone" dir="ltr">
      {phone}
    </bdi>
  );
  return (
    <FormDialog
      open={open}
      onClose={onClose}
      titleId="header-callback-title"
      title={dialogs.callbackTitle}
      description={templateParts(dialogs.callbackDescription, { phone: number })}
      eyebrow={dialogs.eyebrow}
      closeLabel={dialogs.close}
      returnFocusTo={returnFocusTo}
    >
      <CallbackForm idPrefix="header-callback" />
    </FormDialog>
  );
}
