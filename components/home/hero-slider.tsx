'use client';

import Image from 'next/image';
import { useCallback, useEffect, useMemo, useRef, useSyncExternalStore } from 'react';
import { ArrowButton } from '@/components/carousel/arrow-button';
import { AutoplayToggle } from '@/components/carousel/autoplay-toggle';
import { isUnseen } from '@/components/carousel/carousel-dom';
import { type CarouselUi, fillIn } from '@/components/carousel/carousel-ui';
import { useAutoplayControl } from '@/components/carousel/use-autoplay-control';
import { useEmblaAutoplay } from '@/components/carousel/use-embla-autoplay';
import { useLazyEmbla, viewportProps } from '@/components/carousel/use-lazy-embla';
import type { HeroSlide } from '@/content/home';
import { usePrefersReducedMotion } from '@/lib/hooks/use-media-query';
import { useNearViewport } from '@/lib/hooks/use-near-viewport';
import { CAROUSEL_DURATION, CAROUSEL_START_MARGIN, HERO_SLIDE_INTERVAL_MS } from '@/lib/ui-constants';

/**
 * The hero's two illustrations: auto-advance every 10 s (paused while hovered or focused, or by
 * its pause button), previous / next buttons hidden at the ends. Embla is fetched once the page
 * has shown (./use-lazy-embla.ts): until then the images are a list that scrolls sideways.
 * Its name and its controls' come in the page's language, and it runs right to left on Arabic pages.
 */
export function HeroSlider({ slides, label, ui }: { slides: HeroSlide[]; label: string; ui: CarouselUi }) {
  const reducedMotion = usePrefersReducedMotion();
  const regionRef = useRef<HTMLDivElement>(null);
  const [started, start] = useNearViewport(regionRef, CAROUSEL_START_MARGIN);
  const options = useMemo(() => ({ loop: false, duration: CAROUSEL_DURATION, direction: ui.direction }), [ui.direction]);
  const { viewportRef, embla, engine, moveWhenReady } = useLazyEmbla({ start: started, options, autoplayMs: reducedMotion ? undefined : HERO_SLIDE_INTERVAL_MS });
  const autoplay = useAutoplayControl(slides.length > 1);
  useEmblaAutoplay(embla, autoplay.running);
  const prevRef = useRef<HTMLButtonElement>(null);
  const nextRef = useRef<HTMLButtonElement>(null);
  // Focus moves to the other arrow when the pressed one goes unseen at an end, once it shows.
  const focusAfterRender = useRef<HTMLButtonElement | null>(null);
  useEffect(() => {
    const target = focusAfterRender.current;
    if (target && !isUnseen(target)) {
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
    if (direction === 'prev') embla.scrollPrev();
    else embla.scrollNext();
  };

  // Read from Embla rather than copied on its events: the engine may move before anything listens
  // (a press made before it ran is applied as soon as it runs, see useLazyEmbla), and React reads
  // the position again once it subscribes.
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
  const index = useSyncExternalStore(subscribe, () => embla?.selectedScrollSnap() ?? 0, () => 0);

  return (
    <div
      ref={regionRef}
      role="region"
      aria-roledescription="carousel"
      aria-label={label}
      data-ready={embla ? '' : undefined}
      data-index={index}
      className="relative"
      {...autoplay.regionProps}
      onFocus={(event) => {
        start();
        autoplay.regionProps.onFocus(event);
      }}
      onPointerEnter={(event) => {
        start();
        autoplay.regionProps.onPointerEnter(event);
      }}
    >
      {engine}
      <div ref={viewportRef} {...viewportProps(Boolean(embla), 'rounded-[2rem] shadow-2xl ring-1 shadow-navy-950/40 ring-white/10')}>
        <div className="flex">
          {slides.map((slide, slideIndex) => (
            <div
              key={slide.src}
              role="group"
              aria-roledescription="slide"
              aria-label={fillIn(ui.slide, { index: slideIndex + 1, count: slides.length })}
              className="relative aspect-[4/3] min-w-0 shrink-0 grow-0 basis-full snap-start bg-navy-800"
            >
              <Image
                src={slide.src}
                alt={slide.alt}
                fill
                priority={slideIndex === 0}
                sizes="(min-width: 1280px) 560px, (min-width: 1024px) 45vw, 100vw"
                className="object-cover"
              />
            </div>
          ))}
        </div>
      </div>
      <div className="mt-4 flex items-center justify-center gap-3">
        <ArrowButton
          ref={prevRef}
          direction="prev"
          placement="inline"
          tone="dark"
          atEnd={index === 0}
          onClick={() => {
            // The next arrow shows with the render this scroll causes; focus it then.
            focusAfterRender.current = index <= 1 ? nextRef.current : null;
            go('prev');
          }}
          label={ui.previous}
        />
        <div className="flex gap-2" aria-hidden="true">
          {slides.map((slide, dot) => (
            <span key={slide.src} className={`h-1.5 rounded-full transition-all ${dot === index ? 'w-8 bg-gold-500' : 'w-3 bg-white/30'}`} />
          ))}
        </div>
        <ArrowButton
          ref={nextRef}
          direction="next"
          placement="inline"
          tone="dark"
          atEnd={index === slides.length - 1}
          onClick={() => {
            focusAfterRender.current = index >= slides.length - 2 ? prevRef.current : null;
            go('next');
          }}
          label={ui.next}
        />
        {autoplay.offered && <AutoplayToggle paused={autoplay.pausedByVisitor} onToggle={autoplay.toggle} waiting={!autoplay.available} tone="dark" labels={ui} />}
      </div>
    </div>
  );
}
