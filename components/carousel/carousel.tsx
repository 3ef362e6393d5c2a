import { Children, useId, type ReactNode } from 'react';
import type { SlidesPerView } from '@/lib/ui-constants';
import { ArrowButton } from './arrow-button';
import { AutoplayToggle } from './autoplay-toggle';
import { viewportClassName } from './carousel-dom';
import { CarouselRegion } from './carousel-region';
import { type CarouselUi, fillIn } from './carousel-ui';
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
 * A horizontal carousel (Embla) of slides, rendered whole on the server: slide widths come from
 * CSS per breakpoint, the previous arrow is unseen at the first position and the next arrow at the
 * last (each keeps its place), autoplay pauses while hovered or focused and offers a pause / play
 * button, and Tab brings a focused slide into view. `data-index` on the region is the selected
 * position.
 *
 * None of its code comes with the page but a small region (./carousel-region.tsx): Embla and what
 * drives it (./carousel-controller.ts) are fetched when the carousel comes within a screen of the
 * viewport, or is pointed at or focused. Until then the slides are a list that scrolls sideways.
 *
 * On right-to-left pages it runs right to left: the first slide at the right, "next" bringing
 * in the slides to its left, and the plain list scrolling leftwards the same way.
 */
export function Carousel({ label, slides, autoplayMs, children, tone = 'light', ui }: CarouselProps) {
  const scope = useId();
  const items = Children.toArray(children);
  return (
    <CarouselRegion label={label} scope={scope} direction={ui.direction} autoplayMs={autoplayMs} labels={{ pause: ui.pause, play: ui.play }}>
      <style>{slidesCss(scope, slides, items.length)}</style>
      <div data-carousel-viewport="" className={viewportClassName(false)} tabIndex={0}>
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
      <div className={`mt-4 flex justify-center gap-3 ${autoplayMs ? '' : 'sm:mt-0'}`}>
        {items.length > 1 && <ArrowButton direction="prev" atEnd tone={tone} label={ui.previous} />}
        {autoplayMs && <AutoplayToggle paused={false} waiting tone={tone} labels={ui} />}
        {items.length > 1 && <ArrowButton direction="next" atEnd={false} tone={tone} label={ui.next} />}
      </div>
    </CarouselRegion>
  );
}
