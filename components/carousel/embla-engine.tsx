'use client';

import Autoplay from 'embla-carousel-autoplay';
import useEmblaCarousel, { type UseEmblaCarouselType } from 'embla-carousel-react';
import { useEffect, useMemo } from 'react';
import { AUTOPLAY_BEHAVIOUR } from '@/lib/ui-constants';

export type Embla = UseEmblaCarouselType[1];
type EmblaOptions = Parameters<typeof useEmblaCarousel>[0];

/**
 * Embla itself, fetched when a carousel comes near the viewport (./use-lazy-embla.ts): until then
 * the slides are a plain list that scrolls sideways. Renders nothing; it drives `viewport` and
 * hands its API to the carousel.
 */
export function EmblaEngine({
  viewport,
  options,
  autoplayMs,
  onApi,
}: {
  viewport: HTMLElement;
  options: EmblaOptions;
  /** Auto-advance every so many ms; none when undefined. */
  autoplayMs?: number;
  onApi: (api: Embla) => void;
}) {
  const plugins = useMemo(() => (autoplayMs ? [Autoplay({ delay: autoplayMs, ...AUTOPLAY_BEHAVIOUR })] : []), [autoplayMs]);
  const [attach, api] = useEmblaCarousel(options, plugins);
  useEffect(() => {
    attach(viewport);
    return () => attach(null);
  }, [attach, viewport]);
  useEffect(() => {
    onApi(api);
  }, [api, onApi]);
  useEffect(() => () => onApi(undefined), [onApi]);
  return null;
}
