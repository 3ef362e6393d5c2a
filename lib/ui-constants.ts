/**
 * Timings, breakpoints, slide counts and thresholds of the public site's interactive parts
 * (spec section 9), in one place. Components import these; they hold no literals of their own.
 */

/** Tailwind's `lg` breakpoint: the desktop layout (header links, sticky form) starts here. */
export const DESKTOP_MIN_PX = 1024;

/** Auto-advance intervals. */
export const HERO_SLIDE_INTERVAL_MS = 10_000;
export const REASONS_INTERVAL_MS = 3_000;
export const VISA_CAROUSEL_AUTOPLAY_MS = 2_500;
export const CLIENT_TESTIMONIALS_AUTOPLAY_MS = 3_000;

/**
 * Slide speed. Embla moves by an attraction simulation whose `duration` is not in milliseconds;
 * 30 settles a one-slide move in about 500 ms (spec: slide speed 500 ms).
 */
export const CAROUSEL_DURATION = 30;
/**
 * How near the viewport a carousel must come before Embla starts (an IntersectionObserver
 * rootMargin): a screen ahead, so it runs before the visitor sees it.
 */
export const CAROUSEL_START_MARGIN = '100% 0px';

/**
 * Autoplay options shared by every carousel: it waits to be started, and none of its own pauses
 * run. What drives the carousel decides when it moves (not while hovered, focused, or paused by
 * its button): components/carousel/carousel-controller.ts, or for the home page's React-driven
 * sliders use-autoplay-control.ts with use-embla-autoplay.ts. A swipe stops it until the finger lifts.
 */
export const AUTOPLAY_BEHAVIOUR = {
  playOnInit: false,
  stopOnInteraction: true,
  stopOnMouseEnter: false,
  stopOnFocusIn: false,
} as const;

/** How many slides a carousel shows: `base`, or `slides` once the viewport is at most `maxWidth` px. */
export interface SlidesPerView {
  base: number;
  breakpoints: { maxWidth: number; slides: number }[];
}

/** Home 'Your Preferred Choice…' visa cards: 4, 3 up to 1024 and 768 px, 2 up to 480 px. */
export const VISA_CAROUSEL_SLIDES: SlidesPerView = {
  base: 4,
  breakpoints: [
    { maxWidth: 1024, slides: 3 },
    { maxWidth: 768, slides: 3 },
    { maxWidth: 480, slides: 2 },
  ],
};

/** Home client testimonials: 4, 3 up to 1024 px, 1 up to 640 px. */
export const CLIENT_TESTIMONIAL_SLIDES: SlidesPerView = {
  base: 4,
  breakpoints: [
    { maxWidth: 1024, slides: 3 },
    { maxWidth: 640, slides: 1 },
  ],
};

/** 'Popular Visas from UAE': 3 (or fewer items), 2 up to 1024 and 600 px, 1.05 up to 480 px. */
export const POPULAR_VISA_SLIDES: SlidesPerView = {
  base: 3,
  breakpoints: [
    { maxWidth: 1024, slides: 2 },
    { maxWidth: 600, slides: 2 },
    { maxWidth: 480, slides: 1.05 },
  ],
};

/** The shared testimonial cards (landing page, visa pages): 3, 2 up to 1024 and 600 px, 1.05 up to 480 px. */
export const TESTIMONIAL_CARD_SLIDES: SlidesPerView = {
  base: 3,
  breakpoints: [
    { maxWidth: 1024, slides: 2 },
    { maxWidth: 600, slides: 2 },
    { maxWidth: 480, slides: 1.05 },
  ],
};

/** Under this width, testimonials longer than the threshold are cut, with Read More / Read Less. */
export const TESTIMONIAL_TRUNCATE_BELOW_PX = 768;
export const TESTIMONIAL_TRUNCATE_THRESHOLD = 100;
export const TESTIMONIAL_TRUNCATE_LENGTH = 120;

/** Scroll thresholds: the landing page's back-to-top button, the visa pages' mobile bottom bar. */
export const BACK_TO_TOP_SCROLL_PX = 360;
export const MOBILE_BAR_SCROLL_PX = 600;

/** 'How We Stand Out' animates once this share of the section is visible. */
export const STAND_OUT_VISIBLE_THRESHOLD = 0.5;

/** Toasts: top-right; form toasts of the lead pages close after 2 s, others after 5 s. */
export const TOAST_DEFAULT_MS = 5_000;
export const TOAST_LEAD_MS = 2_000;

/** The UAE calling code shown as a fixed addon before the 9-digit mobile number. */
export const UAE_DIAL_CODE = '+971';
