import type { CSSProperties } from 'react';
import { Toaster } from 'sonner';
import { TOAST_DEFAULT_MS } from '@/lib/ui-constants';

/** The form toasts: top-right, dark for a stored submission, coral for a problem. */
export function Toasts() {
  return (
    <Toaster
      position="top-right"
      duration={TOAST_DEFAULT_MS}
      richColors
      closeButton
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
