'use client';

import { type CSSProperties, useEffect } from 'react';
import { Toaster } from 'sonner';
import { TOAST_DEFAULT_MS } from '@/lib/ui-constants';
import { toasterMounted } from './toast-signal';

/** The form toasts: top-right, dark for a stored submission, coral for a problem. */
export function SonnerToaster() {
  // The toaster subscribes to toasts in its own effect, which runs before this one.
  useEffect(toasterMounted, []);
  return (
    <Toaster
      position="top-right"
      duration={TOAST_DEFAULT_MS}
      richColors
      closeButton
      // Below the sticky header (64 px, 80 px from lg), so a message never hides the logo or the menu.
      offset={{ top: 96 }}
      mobileOffset={{ top: 76 }}
      // The close button sits on the toast's corner: white, so it stands out on the dark success toast.
      toastOptions={{ classNames: { closeButton: 'size-6! border-navy-900/20! bg-white! text-navy-900!' } }}
      style={
        {
          '--success-bg': 'var(--color-navy-900)',
          '--success-border': 'var(--color-navy-900)',
          '--success-text': '#ffffff',
          '--error-bg': 'var(--color-coral-50)',
          '--error-border': 'var(--color-coral-300)',
          '--error-text': 'var(--color-coral-600)',
          fontFamily: 'var(--font-sans)',
        } as CSSProperties
      }
    />
  );
}
