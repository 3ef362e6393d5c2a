'use client';

import { Children, useCallback, useEffect, useId, useMemo, useRef, useSyncExternalStore, type ReactNode } from 'react';
import { usePrefersReducedMotion } from '@/lib/hooks/use-media-query';
import { useNearViewport } from '@/lib/hooks/use-near-viewport';
import { CAROUSEL_DURATION, CAROUSEL_START_MARGIN, type SlidesPerView } from '@/lib/ui-constants';
import { ArrowButton } from './arrow-button';
import { AutoplayToggle } from './autoplay-toggle';
import { type CarouselUi, fillIn } from './carousel-ui';
import { useAutoplayControl } from './use-autoplay-control';
import { useEmblaAutoplay } from './use-embla-autoplay';
import { useLazyEmbla, viewportProps } from './use-lazy-embla';
import { slidesCss } from './slides-css';

interface CarouselProps {
  /** Names the carousel for screen readers, e.g. 'Visa destinations'. */
  label: string;
  slides: SlidesPerView;
  /** Auto-advance every so many ms (never when the visitor prefers reduced motion). */
  autoplayMs?: number;
  /** Server-rendered slides, one child each. */
  children: ReactNode;
  /** Arrow colours: on a light or a dark section. */
  tone?: 'light' | 'dark';
  /** The controls' names and the direction, in the page's language (./carousel-ui.server.ts). */
  ui: CarouselUi;
}

/**
 * A horizontal carousel (Embla) of server-rendered slides. Slide widths come from CSS per
 * breakpoint, the previous arrow hides at the first position and the next arrow at the last,
 * autoplay pauses while hovered or focused and offers a pause / play button, and Tab brings a
 * focused slide into view. `data-index` on the region is the selected position.
 *
 * Embla is fetched and started only when the carousel comes within a screen of the viewport, or is
 * pointed at or focused (it measures every slide when it starts, tens of milliseconds under a
 * phone's CPU): until then the slides, whose widths are CSS, are a list that scrolls sideways,
 * and an arrow pressed before it runs takes effect once it does.
 *
 * On right-to-left pages it runs right to left: the first slide at the right, "next" bringing
 * in the slides to its left, and the plain list scrolling leftwards the same way.
 */
export function Carousel({ label, slides, autoplayMs, children, tone = 'light', ui }: CarouselProps) {
  const scope = useId();
  const items = Children.toArray(children);
  const reducedMotion = usePrefersReducedMotion();
  const regionRef = useRef<HTMLDivElement>(null);
  const [started, start] = useNearViewport(regionRef, CAROUSEL_START_MARGIN);
  const options = useMemo(
    () => ({ align: 'start', loop: false, containScroll: 'trimSnaps', direction: ui.direction, duration: reducedMotion ? 10 : CAROUSEL_DURATION }) as const,
    [reducedMotion, ui.direction],
  );
  const { viewportRef, embla, engine, moveWhenReady } = useLazyEmbla({ start: started, options, autoplayMs: reducedMotion ? undefined : autoplayMs });
  const initial = items.length > 1 ? '01:0' : '00:0';
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (!embla) return () => {};
      embla.on('select', onChange).on('reInit', onChange);
      return () => {
        embla.off('select', onChange).off('reInit', onChange);
      };
    },
    [embla],
  );
  // 'prev next:index' as a string, so the store's snapshot is a stable primitive.
  const position = useSyncExternalStore(
    subscribe,
    () => (embla ? `${Number(embla.canScrollPrev())}${Number(embla.canScrollNext())}:${embla.selectedScrollSnap()}` : initial),
    () => initial,
  );
  const canPrev = position[0] === '1';
  const canNext = position[1] === '1';
  const selected = position.slice(3);
  const autoplay = useAutoplayControl(Boolean(autoplayMs) && items.length > 1);
  useEmblaAutoplay(embla, autoplay.running);
  const prevRef = useRef<HTMLButtonElement>(null);
  const nextRef = useRef<HTMLButtonElement>(null);

  // Keep keyboard focus on an arrow when the one pressed disappears at an end: the other arrow
  // may itself only appear with this render, so focus moves after it.
  const focusAfterRender = useRef<HTMLButtonElement | null>(null);
  useEffect(() => {
    const target = focusAfterRender.current;
    if (target && !target.hidden) {
      focusAfterRender.current = null;
      target.focus();
    }
  });
  const go = (direction: 'prev' | 'next') => {
    if (!embla) {
      moveWhenReady(direction);
      start();
      return;
    }
    const index = embla.selectedScrollSnap();
    const last = embla.scrollSnapList().length - 1;
    // Decided before scrolling: Embla's select event may re-render before scrollPrev returns.
    if (direction === 'prev') {
      focusAfterRender.current = index <= 1 ? nextRef.current : null;
      embla.scrollPrev();
    } else {
      focusAfterRender.current = index >= last - 1 ? prevRef.current : null;
      embla.scrollNext();
    }
    const target = focusAfterRender.current;
    if (target && !target.hidden) {
      focusAfterRender.current = null;
      target.focus();
    }
  };

  return (
    <div
      ref={regionRef}
      role="region"
      aria-roledescription="carousel"
      aria-label={label}
      data-carousel={scope}
      data-ready={embla ? '' : undefined}
      data-index={selected}
      className="relative"
      onFocus={(event) => {
        start();
        autoplay.regionProps.onFocus(event);
      }}
      onBlur={autoplay.regionProps.onBlur}
      onPointerEnter={(event) => {
        start();
        autoplay.regionProps.onPointerEnter(event);
      }}
      onPointerLeave={autoplay.regionProps.onPointerLeave}
    >
      <style>{slidesCss(scope, slides, items.length)}</style>
      {engine}
      <div ref={viewportRef} {...viewportProps(Boolean(embla))}>
        <div className="-ms-4 flex touch-pan-y touch-pinch-zoom py-2 sm:-ms-6">
          {items.map((item, index) => (
            <div
              key={index}
              data-slide=""
              role="group"
              aria-roledescription="slide"
              aria-label={fillIn(ui.slide, { index: index + 1, count: items.length })}
              className="min-w-0 shrink-0 grow-0 snap-start ps-4 sm:ps-6"
            >
              {item}
            </div>
          ))}
        </div>
      </div>
      <div className={`mt-4 flex justify-center gap-3 ${autoplay.available ? '' : 'sm:mt-0'}`}>
        <ArrowButton ref={prevRef} direction="prev" hidden={!canPrev} onClick={() => go('prev')} tone={tone} label={ui.previous} />
        {autoplay.available && <AutoplayToggle paused={autoplay.pausedByVisitor} onToggle={autoplay.toggle} tone={tone} labels={ui} />}
        <ArrowButton ref={nextRef} direction="next" hidden={!canNext} onClick={() => go('next')} tone={tone} label={ui.next} />
      </div>
    </div>
  );
}
