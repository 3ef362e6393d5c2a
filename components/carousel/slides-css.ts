import type { SlidesPerView } from '@/lib/ui-constants';

/**
 * CSS giving each slide of one carousel its width: `base` slides per view, fewer or more under
 * each max-width breakpoint. Plain CSS, so the server-rendered carousel has its final layout
 * before any JavaScript runs (no shift when Embla starts).
 */
export function slidesCss(scope: string, { base, breakpoints }: SlidesPerView, itemCount: number): string {
  const basis = (slides: number) => `${(100 / Math.max(1, Math.min(slides, Math.max(itemCount, 1)))).toFixed(4)}%`;
  const selector = `[data-carousel="${scope}"] [data-slide]`;
  // Widest first, so narrower breakpoints come later and win.
  const rules = [...breakpoints]
    .sort((a, b) => b.maxWidth - a.maxWidth)
    .map(({ maxWidth, slides }) => `@media (max-width: ${maxWidth}px){${selector}{flex-basis:${basis(slides)}}}`);
  return [`${selector}{flex-basis:${basis(base)}}`, ...rules].join('');
}
