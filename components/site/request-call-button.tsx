'use client';

import dynamic from 'next/dynamic';
import { useRef, useState } from 'react';
import { FormDialog } from '@/components/leads/form-dialog';
import { FormLoading } from '@/components/leads/form-loading';
import { PhoneIcon } from '@/components/ui/icons';

/** Loaded on the first opening, as the consultation popup's form is: most visitors never open it. */
const CallbackForm = dynamic(() => import('@/components/leads/callback-form').then((module) => module.CallbackForm), {
  ssr: false,
  loading: () => <FormLoading minHeight="min-h-24" />,
});

/** Wide screens are where a tel: link dials nothing: there the button opens the call-back form. */
const OPENS_FORM_QUERY = '(min-width: 1024px)';

/**
 * The header's 'Request a call': on a phone it dials the office (tel:); on a desktop,
 * where nothing would dial, it opens the call-back form in place.
 */
export function RequestCallButton({ phone, phoneHref }: { phone: string; phoneHref: string }) {
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  const linkRef = useRef<HTMLAnchorElement>(null);
  return (
    <>
      <a
        ref={linkRef}
        href={phoneHref}
        className="btn-primary px-4 sm:px-6"
        aria-label={`Request a call: ${phone}`}
        onClick={(event) => {
          if (!window.matchMedia(OPENS_FORM_QUERY).matches) return;
          event.preventDefault();
          setOpened(true);
          setOpen(true);
        }}
      >
        <PhoneIcon className="size-4 max-[359px]:hidden" />
        Request a call
      </a>
      {opened && (
        <FormDialog
          open={open}
          onClose={() => setOpen(false)}
          titleId="header-callback-title"
          title="Request a call back"
          description={`Leave your mobile number and a consultant will call you. Or call us now on ${phone}.`}
          returnFocusTo={linkRef}
        >
          <CallbackForm idPrefix="header-callback" />
        </FormDialog>
      )}
    </>
  );
}
