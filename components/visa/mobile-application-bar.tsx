'use client';

import { startTransition, useRef, useState } from 'react';
import { LazyConsultationModal, preloadConsultationModal } from '@/components/leads/lazy-consultation-modal';
import { useScrolledPast } from '@/lib/hooks/use-scrolled-past';
import { MOBILE_BAR_SCROLL_PX } from '@/lib/ui-constants';

/** The bar's words in the page's language, from the server component that renders it. */
export interface MobileApplicationBarTexts {
  /** "Japan visa", "تأشيرة اليابان". */
  title: string;
  subtitle: string;
  start: string;
}

/**
 * Phones and tablets on a visa page: once scrolled past 600 px, a bottom bar offers
 * 'start application', which opens the consultation form in a modal. `country` is the English
 * name the form chooses its country by; `texts` are what the visitor reads.
 */
export function MobileApplicationBar({ country, texts }: { country: string; texts: MobileApplicationBarTexts }) {
  const scrolled = useScrolledPast(MOBILE_BAR_SCROLL_PX);
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  return (
    <>
      <div
        data-testid="mobile-application-bar"
        hidden={!scrolled}
        className="fixed inset-x-0 bottom-0 z-30 border-t border-navy-900/10 bg-white px-4 py-3 shadow-[0_-8px_24px_-12px_rgb(11_37_69/0.25)] lg:hidden"
      >
        <div className="mx-auto flex max-w-xl items-center justify-between gap-3">
          <p className="min-w-0 text-sm leading-tight">
            <span className="block truncate font-semibold text-navy-900">{texts.title}</span>
            <span className="block text-muted">{texts.subtitle}</span>
          </p>
          <button
            ref={buttonRef}
            type="button"
            onPointerDown={preloadConsultationModal}
            onClick={() => startTransition(() => setOpen(true))}
            className="btn-primary shrink-0"
            aria-haspopup="dialog"
          >
            {texts.start}
          </button>
        </div>
      </div>
      <LazyConsultationModal open={open} onClose={() => setOpen(false)} idPrefix="bar-consultation" returnFocusTo={buttonRef} country={country} />
    </>
  );
}
