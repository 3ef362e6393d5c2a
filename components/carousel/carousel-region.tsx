'use client';

import { useEffect, useRef, type ReactNode } from 'react';
import { useNearViewport } from '@/lib/hooks/use-near-viewport';
import { CAROUSEL_START_MARGIN } from '@/lib/ui-constants';
import { CAROUSEL_MOVE_ATTRIBUTE, type CarouselMove } from './carousel-dom';
import type { CarouselControllerOptions } from './carousel-controller';

interface CarouselRegionProps extends Omit<CarouselControllerOptions, 'pendingMove'> {
  label: string;
  /** Scopes the carousel's slide widths (its <style>). */
  scope: string;
  /** The server-rendered viewport, slides and controls. */
  children: ReactNode;
}

/**
 * The one part of a carousel that hydrates with the page: it fetches the controller
 * (./carousel-controller.ts, with Embla) when the carousel comes within a screen of the viewport,
 * or is pointed at or focused, and hands it the server-rendered markup. An arrow pressed before
 * that is remembered and applied once it runs.
 */
export function CarouselRegion({ label, scope, direction, autoplayMs, labels, children }: CarouselRegionProps) {
  const regionRef = useRef<HTMLDivElement>(null);
  const pendingMove = useRef<CarouselMove | null>(null);
  const [started, start] = useNearViewport(regionRef, CAROUSEL_START_MARGIN);
  const { pause, play } = labels;
  useEffect(() => {
    const region = regionRef.current;
    if (!started || !region) return;
    let live = true;
    let stop = () => {};
    import('./carousel-controller').then(
      ({ startCarousel }) => {
        if (live) stop = startCarousel(region, { direction, autoplayMs, labels: { pause, play }, pendingMove: pendingMove.current });
      },
      () => undefined, // offline or a new deploy: the list still scrolls by itself
    );
    return () => {
      live = false;
      stop();
    };
  }, [started, direction, autoplayMs, pause, play]);

  return (
    <div
      ref={regionRef}
      role="region"
      aria-roledescription="carousel"
      aria-label={label}
      data-carousel={scope}
      data-index="0"
      className="relative"
      onFocus={start}
      onPointerEnter={start}
      onClick={(event) => {
        const move = (event.target as Element).closest(`[${CAROUSEL_MOVE_ATTRIBUTE}]`)?.getAttribute(CAROUSEL_MOVE_ATTRIBUTE);
        if ((move === 'prev' || move === 'next') && !event.currentTarget.hasAttribute('data-ready')) {
          pendingMove.current = move;
          start();
        }
      }}
    >
      {children}
    </div>
  );
}
