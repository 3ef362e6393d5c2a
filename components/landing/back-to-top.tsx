'use client';

import { ArrowUpIcon } from '@/components/ui/icons';
import { useScrolledPast } from '@/lib/hooks/use-scrolled-past';
import { BACK_TO_TOP_SCROLL_PX } from '@/lib/ui-constants';

/**
 * 'Back to top', shown once the page is scrolled past 360 px; focus moves to the page heading.
 * It sits above the WhatsApp button, at the end of the row: right in English, left in Arabic.
 * `label` is the page's wording (the landing catalogue).
 */
export function BackToTop({ label }: { label: string }) {
  const scrolled = useScrolledPast(BACK_TO_TOP_SCROLL_PX);
  return (
    <button
      type="button"
      hidden={!scrolled}
      onClick={() => {
        const smooth = !window.matchMedia('(prefers-reduced-motion: reduce)').matches;
        window.scrollTo({ top: 0, behavior: smooth ? 'smooth' : 'instant' });
        document.querySelector<HTMLElement>('main h1')?.focus({ preventScroll: true });
      }}
      className="fixed end-4 bottom-22 z-30 inline-flex items-center gap-2 rounded-full bg-navy-900 px-4 py-3 text-sm font-semibold text-white shadow-lg shadow-navy-950/25 transition-colors hover:bg-navy-800 sm:end-6 sm:bottom-24"
    >
      <ArrowUpIcon className="size-4" />
      {label}
    </button>
  );
}
