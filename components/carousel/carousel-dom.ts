/**
 * What a carousel's markup and the code that runs it agree on: the attributes that mark its
 * parts, the pause / play icons, and the viewport's classes before and after Embla starts. Shared
 * by the server-rendered carousel (./carousel.tsx), its controller (./carousel-controller.ts) and
 * the React-driven sliders of the home page.
 */

export type CarouselMove = 'prev' | 'next';

/** On each arrow, with its move as the value. */
export const CAROUSEL_MOVE_ATTRIBUTE = 'data-carousel-move';

/** Marks a carousel's pause / play button: focus on it is not "focus inside" (it would pause what it just played). */
export const AUTOPLAY_TOGGLE_ATTRIBUTE = 'data-autoplay-toggle';

/**
 * On a control that keeps its place but is not shown (an arrow at its end, a pause button whose
 * autoplay has not started), styled by its `data-unseen:invisible` class: nothing beside it moves
 * when it shows, and a pointer resting on the next arrow stays on it as the carousel moves.
 */
export const UNSEEN_ATTRIBUTE = 'data-unseen';
/** The class that hides an unseen control; Tailwind finds it here. */
export const UNSEEN_CLASS = 'data-unseen:invisible';
/** The attribute as a rendered control's props. */
export const unseenProps = (unseen: boolean | undefined) => ({ [UNSEEN_ATTRIBUTE]: unseen ? '' : undefined });
export const isUnseen = (control: Element) => control.hasAttribute(UNSEEN_ATTRIBUTE);
export const setUnseen = (control: Element, unseen: boolean) => control.toggleAttribute(UNSEEN_ATTRIBUTE, unseen);

/** Whether `target` is (inside) a pause / play button. */
export const isAutoplayToggle = (target: EventTarget | null) => target instanceof Element && target.closest(`[${AUTOPLAY_TOGGLE_ATTRIBUTE}]`) !== null;

/** The pause / play button's icon: what pressing it will do. */
export const AUTOPLAY_ICON_PATHS = {
  play: 'M8 5.5v13a1 1 0 0 0 1.5.86l10.2-6.5a1 1 0 0 0 0-1.72L9.5 4.64A1 1 0 0 0 8 5.5Z',
  pause: 'M7 5h3.5v14H7zM13.5 5H17v14h-3.5z',
} as const;

/**
 * The viewport's classes: a sideways-scrolling list until the engine runs, then Embla's clipped
 * window. While it scrolls by itself it takes the keyboard focus (tabIndex 0 beside these), so
 * arrow keys can scroll slides that hold nothing focusable (reviews, images).
 */
export const viewportClassName = (running: boolean, className = '') =>
  running
    ? `overflow-hidden ${className}`
    : `snap-x snap-mandatory overflow-x-auto [scrollbar-width:none] [&::-webkit-scrollbar]:hidden ${className}`;
