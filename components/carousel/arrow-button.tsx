import type { Ref } from 'react';
import { CAROUSEL_MOVE_ATTRIBUTE, type CarouselMove, UNSEEN_CLASS, unseenProps } from './carousel-dom';
import { CONTROL_TONES, type ControlTone } from './control-tone';

interface ArrowButtonProps {
  direction: CarouselMove;
  /** At the first (previous) or last (next) position: it keeps its place unseen. */
  atEnd: boolean;
  /** Left out where the carousel's controller runs it (./carousel-controller.ts). */
  onClick?: () => void;
  tone?: ControlTone;
  ref?: Ref<HTMLButtonElement>;
  /** Where it sits: over the carousel's sides (default), or inline in a row of controls. */
  placement?: 'sides' | 'inline';
  /** Its name, in the page's language: 'Previous slide'. */
  label: string;
}

/**
 * A carousel's previous / next button, unseen at the first / last position. 'sides'
 * sits over the carousel's edges from 640 px up and in a row under it on phones. Previous is on
 * the side the text starts from and points there: the left in English, the right in Arabic.
 */
export function ArrowButton({ direction, atEnd, onClick, tone = 'light', ref, placement = 'sides', label }: ArrowButtonProps) {
  const position =
    placement === 'sides'
      ? `sm:absolute sm:top-1/2 sm:z-10 sm:-translate-y-1/2 ${direction === 'prev' ? 'sm:-start-3' : 'sm:-end-3'}`
      : '';
  return (
    <button
      ref={ref}
      type="button"
      onClick={onClick}
      {...{ [CAROUSEL_MOVE_ATTRIBUTE]: direction, ...unseenProps(atEnd) }}
      aria-label={label}
      className={`btn-icon ${position} ${CONTROL_TONES[tone]} ${UNSEEN_CLASS}`}
    >
      <svg
        viewBox="0 0 24 24"
        aria-hidden="true"
        className="size-5 rtl:-scale-x-100"
        fill="none"
        stroke="currentColor"
        strokeWidth="2.2"
        strokeLinecap="round"
        strokeLinejoin="round"
      >
        {direction === 'prev' ? <path d="M15 5 8 12l7 7" /> : <path d="m9 5 7 7-7 7" />}
      </svg>
    </button>
  );
}
