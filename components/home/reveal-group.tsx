'use client';

import { useEffect, useRef, useState, type ReactNode } from 'react';
import { STAND_OUT_VISIBLE_THRESHOLD } from '@/lib/ui-constants';

/**
 * Animates its children in once, when half of it is visible (IntersectionObserver, threshold
 * 0.5). Without JavaScript, with reduced motion, or if it is already on screen when the page
 * loads, the content simply shows. Children mark animated items with `data-reveal` and a
 * `--reveal-index` for the stagger.
 */
export function RevealGroup({ children, className = '' }: { children: ReactNode; className?: string }) {
  const ref = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<'static' | 'armed' | 'shown'>('static');

  useEffect(() => {
    const element = ref.current;
    if (!element || typeof IntersectionObserver === 'undefined') return;
    if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting && entry.intersectionRatio >= STAND_OUT_VISIBLE_THRESHOLD)) {
          setState('shown');
          observer.disconnect();
        }
      },
      { threshold: STAND_OUT_VISIBLE_THRESHOLD },
    );
    // Hide only what is still below the fold, so nothing already on screen blinks out.
    if (element.getBoundingClientRect().top < window.innerHeight) return;
    setState('armed');
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  return (
    <div ref={ref} data-reveal-state={state} className={`reveal-group ${className}`}>
      {children}
    </div>
  );
}
