'use client';

import type { UseEmblaCarouselType } from 'embla-carousel-react';
import { useEffect, useRef } from 'react';

type Embla = UseEmblaCarouselType[1];

/**
 * Starts and stops Embla's autoplay plugin from `running` (useAutoplayControl), the one place
 * that decides. The plugin runs with its own pauses off (AUTOPLAY_BEHAVIOUR): they would
 * restart it on mouseleave or focusout even after the visitor pressed pause. A swipe stops it
 * (the plugin's interaction stop); it goes on when the finger lifts if nothing else holds it.
 */
export function useEmblaAutoplay(embla: Embla, running: boolean) {
  const runningRef = useRef(running);
  useEffect(() => {
    runningRef.current = running;
    const autoplay = embla?.plugins().autoplay;
    if (!autoplay) return;
    if (running) autoplay.play();
    else autoplay.stop();
  }, [embla, running]);

  useEffect(() => {
    if (!embla) return;
    const resume = () => {
      if (runningRef.current) embla.plugins().autoplay?.play();
    };
    embla.on('pointerUp', resume);
    return () => {
      embla.off('pointerUp', resume);
    };
  }, [embla]);
}
