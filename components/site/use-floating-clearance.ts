'use client';

import { useEffect, useState, type RefObject } from 'react';

/** What a floating button must never sit on: form fields, buttons and links. */
const CONTROLS = 'input, select, textarea, button, a[href], label, [role="button"], [contenteditable="true"]';
/** While one of these has the focus, someone is typing: a floating button steps aside. */
const TYPING = 'input, select, textarea, [contenteditable="true"]';
/** Points sampled across the button's box, per side: 5 × 5, 14 px apart on a 56 px button. */
const SAMPLES_PER_SIDE = 5;

/**
 * Whether a fixed, floating element may show: not while a field has the focus, and not while it
 * would sit on a control (it would hide a field the visitor is about to tap). It is checked by hit
 * testing a grid of points over the element's own box, on scroll, resize and focus changes, at
 * most once a frame. The element keeps its box while hidden (visibility only), so the check still
 * knows where it would be.
 */
export function useFloatingClearance(ref: RefObject<HTMLElement | null>, enabled: boolean): boolean {
  const [clear, setClear] = useState(true);
  useEffect(() => {
    const element = ref.current;
    if (!enabled || !element) return;
    let frame = 0;
    const check = () => {
      frame = 0;
      const active = document.activeElement;
      const typing = active instanceof HTMLElement && active.matches(TYPING) && !element.contains(active);
      setClear(!typing && !coversControl(element));
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(check);
    };
    schedule();
    const options = { passive: true, capture: true } as const;
    window.addEventListener('scroll', schedule, options);
    window.addEventListener('resize', schedule, options);
    document.addEventListener('focusin', schedule);
    document.addEventListener('focusout', schedule);
    // Content that appears without a scroll (an opened accordion, a form's error lines).
    const observer = new ResizeObserver(schedule);
    observer.observe(document.body);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', schedule, options);
      window.removeEventListener('resize', schedule, options);
      document.removeEventListener('focusin', schedule);
      document.removeEventListener('focusout', schedule);
      observer.disconnect();
    };
  }, [ref, enabled]);
  return clear;
}

/** Whether the topmost thing under any sampled point of `element`'s box, itself aside, is a control. */
function coversControl(element: HTMLElement): boolean {
  const box = element.getBoundingClientRect();
  if (box.width === 0 || box.height === 0) return false;
  const step = (size: number) => (size - 1) / (SAMPLES_PER_SIDE - 1);
  for (let row = 0; row < SAMPLES_PER_SIDE; row += 1) {
    for (let column = 0; column < SAMPLES_PER_SIDE; column += 1) {
      const x = box.left + 0.5 + column * step(box.width);
      const y = box.top + 0.5 + row * step(box.height);
      const under = document.elementsFromPoint(x, y).find((candidate) => !element.contains(candidate));
      if (under?.closest(CONTROLS)) return true;
    }
  }
  return false;
}
