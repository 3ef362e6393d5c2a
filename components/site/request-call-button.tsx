'use client';

import dynamic from 'next/dynamic';
import { startTransition, useRef, useState } from 'react';
import { PhoneIcon } from '@/components/ui/icons';
import { preloadAfterPaint } from '@/lib/hooks/after-next-paint';

const importDialog = () => import('./callback-dialog');
/** Loaded on the first opening, as the consultation popup is: most visitors never open it. */
const CallbackDialog = dynamic(() => importDialog().then((module) => module.CallbackDialog), { ssr: false });
const preloadDialog = preloadAfterPaint(importDialog);

/** Wide screens are where a tel: link dials nothing: there the button opens the call-back form. */
const OPENS_FORM_QUERY = '(min-width: 1024px)';

/**
 * The header's 'Request a call': on a phone it dials the office (tel:); on a desktop,
 * where nothing would dial, it opens the call-back form in place. `label` is what it shows,
 * `name` what it is called with the number, in the page's language.
 */
export function RequestCallButton({ phone, phoneHref, label, name }: { phone: string; phoneHref: string; label: string; name: string }) {
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  const linkRef = useRef<HTMLAnchorElement>(null);
  return (
    <>
      <a
        ref={linkRef}
        href={phoneHref}
        className="btn-primary px-4 sm:px-6"
        aria-label={name}
        onPointerDown={preloadDialog}
        onClick={(event) => {
          if (!window.matchMedia(OPENS_FORM_QUERY).matches) return;
          event.preventDefault();
          startTransition(() => {
            setOpened(true);
            setOpen(true);
          });
        }}
      >
        <PhoneIcon className="size-4 max-[359px]:hidden" />
        {label}
      </a>
      {opened && <CallbackDialog open={open} onClose={() => setOpen(false)} phone={phone} returnFocusTo={linkRef} />}
    </>
  );
}
