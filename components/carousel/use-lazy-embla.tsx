'use client';

import { type ComponentProps, createElement, useCallback, useEffect, useRef, useState } from 'react';
import { viewportClassName } from './carousel-dom';
import type { Embla, EmblaEngine as Engine } from './embla-engine';

type EngineComponent = typeof Engine;

/**
 * A carousel's engine, loaded once `start` is true (the carousel came near the viewport, or was
 * pointed at or focused). Before that its viewport is a plain list scrolled sideways by the
 * visitor; where they scrolled to becomes the engine's first position, so nothing jumps.
 * Returns the viewport's ref, Embla's API once running, the element that runs it, and
 * `moveWhenReady`: an arrow pressed before the engine ran (a fast click after the page shows),
 * applied once it does.
 *
 * A plain import() rather than next/dynamic: no Suspense boundary, whose reveal React holds back
 * on a timer, so the engine starts the moment its code is here.
 */
export function useLazyEmbla({ start, options, autoplayMs }: { start: boolean; options: ComponentProps<EngineComponent>['options']; autoplayMs?: number }) {
  const [viewport, setViewport] = useState<HTMLElement | null>(null);
  const [embla, setEmbla] = useState<Embla>(undefined);
  const [EmblaEngine, setEngine] = useState<EngineComponent | null>(null);
  useEffect(() => {
    if (!start || EmblaEngine) return;
    let live = true;
    import('./embla-engine').then(
      (module) => live && setEngine(() => module.EmblaEngine),
      () => undefined, // offline or a new deploy: the list still scrolls by itself
    );
    return () => {
      live = false;
    };
  }, [start, EmblaEngine]);
  const onApi = useCallback((api: Embla) => {
    const root = api?.rootNode();
    // Right to left, the list scrolls to negative offsets: how far is what counts.
    const scrolled = root ? Math.abs(root.scrollLeft) : 0;
    if (api && root && scrolled > 0) {
      const slideWidth = api.slideNodes()[0]?.getBoundingClientRect().width || root.clientWidth;
      const reached = Math.round(scrolled / slideWidth);
      root.scrollLeft = 0;
      api.scrollTo(Math.min(reached, api.scrollSnapList().length - 1), true);
    }
    setEmbla(api);
  }, []);
  const pendingMove = useRef<'prev' | 'next' | null>(null);
  useEffect(() => {
    if (!embla) return;
    const direction = pendingMove.current;
    pendingMove.current = null;
    if (direction === 'prev') embla.scrollPrev();
    if (direction === 'next') embla.scrollNext();
  }, [embla]);
  const moveWhenReady = useCallback((direction: 'prev' | 'next') => {
    pendingMove.current = direction;
  }, []);
  const engine = EmblaEngine && viewport ? createElement(EmblaEngine, { viewport, options, autoplayMs, onApi }) : null;
  return { viewportRef: setViewport, embla, engine, moveWhenReady };
}

/** The viewport's props (./carousel-dom.ts); focusing it while it scrolls by itself starts the engine anyway. */
export const viewportProps = (running: boolean, className = '') =>
  running ? { className: viewportClassName(true, className) } : { className: viewportClassName(false, className), tabIndex: 0 };
