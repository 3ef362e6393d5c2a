'use client';

import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import type { TitledText } from '@/content/home';
import { AutoplayToggle } from '@/components/carousel/autoplay-toggle';
import { fillIn } from '@/components/carousel/carousel-ui';
import { useAutoplayControl } from '@/components/carousel/use-autoplay-control';
import { REASONS_INTERVAL_MS } from '@/lib/ui-constants';

/** The reasons' words in the page's language. */
export interface ReasonsText {
  tablist: string;
  /** Before each tab's number, for screen readers: 'Reason'. */
  tab: string;
  /** Above each reason: 'Reason {index} of {count}'. */
  position: string;
  pause: string;
  play: string;
}

/**
 * The six reasons as tabs numbered 1 to 6. They advance every 3 s, pause while the pointer or
 * the keyboard focus is on them or by their pause button, and never move when the visitor
 * prefers reduced motion. Its words come in the page's language (`text`); on a right-to-left page
 * the left arrow key moves to the next reason, as the tabs run from the right.
 */
export function Reasons({ reasons, text }: { reasons: TitledText[]; text: ReasonsText }) {
  const [active, setActive] = useState(0);
  const autoplay = useAutoplayControl(reasons.length > 1);
  const { running } = autoplay;
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);

  useEffect(() => {
    if (!running) return;
    const timer = window.setTimeout(() => setActive((current) => (current + 1) % reasons.length), REASONS_INTERVAL_MS);
    return () => window.clearTimeout(timer);
  }, [active, running, reasons.length]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const forward = getComputedStyle(event.currentTarget).direction === 'rtl' ? -1 : 1;
    const moves: Record<string, number> = { ArrowRight: forward, ArrowDown: 1, ArrowLeft: -forward, ArrowUp: -1 };
    let next: number | null = null;
    if (event.key in moves) next = (active + moves[event.key]! + reasons.length) % reasons.length;
    if (event.key === 'Home') next = 0;
    if (event.key === 'End') next = reasons.length - 1;
    if (next === null) return;
    event.preventDefault();
    setActive(next);
    tabs.current[next]?.focus();
  };

  return (
    <div data-index={active} {...autoplay.regionProps}>
      <div className="flex flex-wrap items-center gap-2.5">
        <div role="tablist" aria-label={text.tablist} className="flex flex-wrap gap-2.5" onKeyDown={onKeyDown}>
          {reasons.map((reason, index) => (
            <button
              key={reason.title}
              ref={(element) => {
                tabs.current[index] = element;
              }}
              id={`reason-tab-${index}`}
              type="button"
              role="tab"
              aria-selected={active === index}
              aria-controls={`reason-panel-${index}`}
              tabIndex={active === index ? 0 : -1}
              onClick={() => setActive(index)}
              className={`relative flex size-12 items-center justify-center overflow-hidden rounded-full font-display text-lg font-bold transition-colors ${
                active === index ? 'bg-gold-500 text-navy-950' : 'bg-white/10 text-white ring-1 ring-white/20 hover:bg-white/20'
              }`}
            >
              <span className="sr-only">{text.tab} </span>
              {index + 1}
            </button>
          ))}
        </div>
        {autoplay.offered && <AutoplayToggle paused={autoplay.pausedByVisitor} onToggle={autoplay.toggle} waiting={!autoplay.available} tone="dark" labels={text} />}
      </div>
      <div className="mt-6 grid">
        {reasons.map((reason, index) => (
          <div
            key={reason.title}
            id={`reason-panel-${index}`}
            role="tabpanel"
            aria-labelledby={`reason-tab-${index}`}
            tabIndex={active === index ? 0 : -1}
            // Stacked in one grid cell and only made invisible, so the box keeps the tallest
            // reason's height and nothing below moves when the reasons rotate.
            className={`col-start-1 row-start-1 rounded-3xl bg-white/5 p-6 ring-1 ring-white/10 sm:p-8 ${active === index ? '' : 'invisible'}`}
          >
            <p className="font-display text-sm font-bold tracking-wider text-gold-400 uppercase">
              {fillIn(text.position, { index: index + 1, count: reasons.length })}
            </p>
            <h3 className="mt-2 text-2xl font-bold text-white">{reason.title}</h3>
            <p className="mt-3 text-lg leading-relaxed text-sky-100">{reason.desc}</p>
            {running && active === index && (
              <div aria-hidden="true" className="mt-6 h-1 overflow-hidden rounded-full bg-white/10">
                <div key={active} className="h-full origin-left animate-[progress_var(--reasons-interval)_linear_forwards] bg-gold-500 rtl:origin-right" />
              </div>
            )}
          </div>
        ))}
      </div>
    </div>
  );
}
