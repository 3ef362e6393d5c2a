'use client';

import { useState, type FocusEvent, type PointerEvent } from 'react';
import { usePrefersReducedMotion } from '@/lib/hooks/use-media-query';
import { isAutoplayToggle } from './carousel-dom';

/**
 * When an auto-advancing part of a page may move (WCAG 2.2.2): never when the visitor prefers
 * reduced motion or pressed pause, and not while a mouse is over it or the keyboard focus is
 * inside it. `regionProps` go on the element that holds the slides and their controls.
 */
export function useAutoplayControl(autoplay: boolean) {
  const reducedMotion = usePrefersReducedMotion();
  const [pausedByVisitor, setPausedByVisitor] = useState(false);
  const [pointerInside, setPointerInside] = useState(false);
  const [focusInside, setFocusInside] = useState(false);
  const available = autoplay && !reducedMotion;
  return {
    /** Whether the part moves by itself at all: its pause / play button has a place. */
    offered: autoplay,
    /** Whether it may move for this visitor (known once hydrated): the button is shown. */
    available,
    pausedByVisitor,
    running: available && !pausedByVisitor && !pointerInside && !focusInside,
    toggle: () => setPausedByVisitor((paused) => !paused),
    regionProps: {
      // A touch ends with pointerleave at once; only a hovering mouse holds the slides.
      onPointerEnter: (event: PointerEvent<HTMLElement>) => {
        if (event.pointerType === 'mouse') setPointerInside(true);
      },
      onPointerLeave: (event: PointerEvent<HTMLElement>) => {
        if (event.pointerType === 'mouse') setPointerInside(false);
      },
      onFocus: (event: FocusEvent<HTMLElement>) => setFocusInside(!isAutoplayToggle(event.target)),
      onBlur: (event: FocusEvent<HTMLElement>) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setFocusInside(false);
      },
    },
  };
}
