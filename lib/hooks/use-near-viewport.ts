'use client';

import { useCallback, useEffect, useState, type RefObject } from 'react';

/**
 * Whether `ref`'s element has come within `rootMargin` of the viewport (IntersectionObserver), and
 * a way to say so early (the visitor points at it or focuses it first). Once true it stays true and
 * the observer is gone.
 */
export function useNearViewport(ref: RefObject<HTMLElement | null>, rootMargin: string): [near: boolean, markNear: () => void] {
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && setNear(true), { rootMargin });
    observer.observe(element);
    return () => observer.disconnect();
  }, [near, ref, rootMargin]);
  const markNear = useCallback(() => setNear(true), []);
  return [near, markNear];
}
