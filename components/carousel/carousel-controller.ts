import EmblaCarousel, { type EmblaCarouselType } from 'embla-carousel';
import Autoplay from 'embla-carousel-autoplay';
import { AUTOPLAY_BEHAVIOUR, CAROUSEL_DURATION } from '@/lib/ui-constants';
import { AUTOPLAY_ICON_PATHS, AUTOPLAY_TOGGLE_ATTRIBUTE, CAROUSEL_MOVE_ATTRIBUTE, isAutoplayToggle, isUnseen, setUnseen, type CarouselMove, viewportClassName } from './carousel-dom';

export interface CarouselControllerOptions {
  direction: 'ltr' | 'rtl';
  /** Auto-advance every so many ms (never when the visitor prefers reduced motion). */
  autoplayMs?: number;
  /** The pause / play button's names, in the page's language. */
  labels: { pause: string; play: string };
  /** An arrow pressed before this ran (a fast click after the page showed). */
  pendingMove: CarouselMove | null;
}

/**
 * Runs one server-rendered carousel (./carousel.tsx) with Embla, on its own DOM: the arrows hide
 * at either end, `data-index` on the region is the selected position, and autoplay moves it only
 * while nothing holds it (WCAG 2.2.2: not while a mouse is over it or the keyboard focus is inside
 * it, never after the visitor pressed pause, never when they prefer reduced motion). Loaded only
 * when the carousel nears the viewport, so the page hydrates without any of it. Returns a stop.
 */
export function startCarousel(region: HTMLElement, { direction, autoplayMs, labels, pendingMove }: CarouselControllerOptions): () => void {
  const viewport = region.querySelector<HTMLElement>('[data-carousel-viewport]');
  if (!viewport) return () => {};
  const arrow = (move: CarouselMove) => region.querySelector<HTMLButtonElement>(`[${CAROUSEL_MOVE_ATTRIBUTE}="${move}"]`);
  const prev = arrow('prev');
  const next = arrow('next');
  const toggle = region.querySelector<HTMLButtonElement>(`[${AUTOPLAY_TOGGLE_ATTRIBUTE}]`);
  const reducedMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  const autoplay = Boolean(autoplayMs) && !reducedMotion && viewport.querySelectorAll('[data-slide]').length > 1;

  // Where the visitor scrolled the plain list to becomes the first position, so nothing jumps;
  // right to left the list scrolls to negative offsets, so how far is what counts.
  const scrolled = Math.abs(viewport.scrollLeft);
  viewport.className = viewportClassName(true);
  viewport.removeAttribute('tabindex');
  const embla: EmblaCarouselType = EmblaCarousel(
    viewport,
    { align: 'start', loop: false, containScroll: 'trimSnaps', direction, duration: reducedMotion ? 10 : CAROUSEL_DURATION },
    autoplay ? [Autoplay({ delay: autoplayMs, ...AUTOPLAY_BEHAVIOUR })] : [],
  );
  if (scrolled > 0) {
    const slideWidth = embla.slideNodes()[0]?.getBoundingClientRect().width || viewport.clientWidth;
    viewport.scrollLeft = 0;
    embla.scrollTo(Math.min(Math.round(scrolled / slideWidth), embla.scrollSnapList().length - 1), true);
  }

  const showPosition = () => {
    if (prev) setUnseen(prev, !embla.canScrollPrev());
    if (next) setUnseen(next, !embla.canScrollNext());
    region.dataset.index = String(embla.selectedScrollSnap());
  };
  embla.on('select', showPosition).on('reInit', showPosition);
  showPosition();

  // Keyboard focus stays on an arrow: when the pressed one goes unseen at an end, the other takes it.
  const move = (direction: CarouselMove) => {
    const [pressed, other] = direction === 'prev' ? [prev, next] : [next, prev];
    const hadFocus = pressed !== null && document.activeElement === pressed;
    if (direction === 'prev') embla.scrollPrev();
    else embla.scrollNext();
    showPosition();
    if (hadFocus && isUnseen(pressed) && other && !isUnseen(other)) other.focus();
  };
  const onArrow = (event: MouseEvent) => {
    const direction = (event.currentTarget as HTMLElement).getAttribute(CAROUSEL_MOVE_ATTRIBUTE) as CarouselMove;
    move(direction);
  };
  prev?.addEventListener('click', onArrow);
  next?.addEventListener('click', onArrow);

  let pausedByVisitor = false;
  let pointerInside = region.matches(':hover');
  const focusInsideNow = () => region.contains(document.activeElement) && !isAutoplayToggle(document.activeElement);
  let focusInside = focusInsideNow();
  const running = () => autoplay && !pausedByVisitor && !pointerInside && !focusInside;
  const applyAutoplay = () => {
    const plugin = embla.plugins().autoplay;
    if (!plugin) return;
    if (running()) plugin.play();
    else plugin.stop();
  };
  // A touch ends with pointerleave at once; only a hovering mouse holds the slides.
  const onPointer = (event: PointerEvent) => {
    if (event.pointerType !== 'mouse') return;
    pointerInside = event.type === 'pointerenter';
    applyAutoplay();
  };
  const onFocusIn = () => {
    focusInside = focusInsideNow();
    applyAutoplay();
  };
  const onFocusOut = (event: FocusEvent) => {
    if (region.contains(event.relatedTarget as Node | null)) return;
    focusInside = false;
    applyAutoplay();
  };
  const onToggle = () => {
    pausedByVisitor = !pausedByVisitor;
    if (toggle) {
      toggle.setAttribute('aria-label', pausedByVisitor ? labels.play : labels.pause);
      toggle.querySelector('path')?.setAttribute('d', pausedByVisitor ? AUTOPLAY_ICON_PATHS.play : AUTOPLAY_ICON_PATHS.pause);
    }
    applyAutoplay();
  };
  if (autoplay) {
    region.addEventListener('pointerenter', onPointer);
    region.addEventListener('pointerleave', onPointer);
    region.addEventListener('focusin', onFocusIn);
    region.addEventListener('focusout', onFocusOut);
    // A swipe stops the plugin (its interaction stop); it goes on when the finger lifts if nothing else holds it.
    embla.on('pointerUp', applyAutoplay);
    if (toggle) {
      setUnseen(toggle, false);
      toggle.addEventListener('click', onToggle);
    }
    applyAutoplay();
  }

  if (pendingMove) move(pendingMove);
  region.dataset.ready = '';

  return () => {
    prev?.removeEventListener('click', onArrow);
    next?.removeEventListener('click', onArrow);
    toggle?.removeEventListener('click', onToggle);
    region.removeEventListener('pointerenter', onPointer);
    region.removeEventListener('pointerleave', onPointer);
    region.removeEventListener('focusin', onFocusIn);
    region.removeEventListener('focusout', onFocusOut);
    embla.destroy();
    delete region.dataset.ready;
  };
}
