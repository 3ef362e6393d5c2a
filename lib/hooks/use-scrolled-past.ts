'use client';

import { useSyncExternalStore } from 'react';

/** Whether the window is scrolled further than `px` from the top (false on the server). */
export function useScrolledPast(px: number): boolean {
  return useSyncExternalStore(
    (onChange) => {
      window.addEventListener('scroll', onChange, { passive: true });
      return () => window.removeEventListener('scroll', onChange);
    },
    () => window.scrollY > px,
    () => false,
  );
}
