'use client';

import { Toaster } from 'sonner';

/** Toasts of the admin area (spec section 9: top-right, 5 seconds), kept across admin page changes. */
export function AdminToaster() {
  return <Toaster position="top-right" duration={5000} richColors closeButton />;
}
