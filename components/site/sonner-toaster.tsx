'use client';

import { type CSSProperties, useEffect } from 'react';
import { Toaster } from 'sonner';
import { TOAST_DEFAULT_MS } from '@/lib/ui-constants';
import { toasterMounted } from './toast-signal';

/** What the toasts' region and close buttons are called, in the page's language. */
export interface ToasterLabels {
  region: string;
  close: string;
}

/**
 * The form toasts: top-right (top-left on right-to-left pages, which sonner also reads its
 * direction from), dark for a stored submission, coral for a problem. Mounted in the browser
 * only (./toasts.tsx), so it reads the page's direction from the document.
 */
export function SonnerToaster({ labels }: { labels?: ToasterLabels }) {
  // The toaster subscribes to toasts in its own effect, which runs before this one.
  useEffect(toasterMounted, []);
  const rtl = typeof document !== 'undefined' && document.documentElement.dir === 'rtl';
  return (
    <Toaster
      position={rtl ? 'top-left' : 'top-right'}
      containerAriaLabel={labels?.region}
      duration={TOAST_DEFAULT_MS}
      richColors
      closeButton
      // Below the sticky header (64 px, 80 px from lg), so a message never hides the logo or the menu.
      offset={{ top: 96 }}
      mobileOffset={{ top: 76 }}
      // The close button sits on the toast's corner: white, so it stands out on the dark success toast.
      toastOptions={{ closeButtonAriaLabel: labels?.close, classNames: { closeButton: 'size-6! border-navy-900/20! bg-white! text-navy-900!' } }}
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
