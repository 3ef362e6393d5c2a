'use client';

import { useSyncExternalStore } from 'react';

/**
 * Whether a media query matches, kept in sync with the viewport. On the server and during
 * hydration it answers `serverValue`, so markup never depends on it before the first paint:
 * use CSS for what must look right without JavaScript, and this for behaviour.
 */
export function useMediaQuery(query: string, serverValue = false): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => window.matchMedia(query).matches,
    () => serverValue,
  );
}

/** The visitor asked the system for less motion: no autoplay, no entrance animations. */
export function usePrefersReducedMotion(): boolean {
  // Until hydrated, assume reduced motion so nothing starts moving before we know.
  return useMediaQuery('(prefers-reduced-motion: reduce)', true);
}
