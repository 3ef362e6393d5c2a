'use client';

import { useId, useState } from 'react';
import { ChevronDownIcon } from '@/components/ui/icons';
import type { TitledText } from '@/content/home';
import { useMediaQuery } from '@/lib/hooks/use-media-query';
import { DESKTOP_MIN_PX } from '@/lib/ui-constants';

/**
 * Home section 4's points. On phones and tablets they are an accordion with one point open at a
 * time; on desktop all are shown (by CSS, so there is no shift before JavaScript runs).
 */
export function KeyPoints({ points }: { points: TitledText[] }) {
  const [open, setOpen] = useState(0);
  const desktop = useMediaQuery(`(min-width: ${DESKTOP_MIN_PX}px)`);
  const baseId = useId();
  return (
    <ul className="grid gap-3 lg:grid-cols-2 lg:gap-5">
      {points.map((point, index) => {
        const expanded = desktop || open === index;
        const panelId = `${baseId}-panel-${index}`;
        const buttonId = `${baseId}-button-${index}`;
        return (
          <li key={point.title} className="rounded-2xl border border-navy-900/10 bg-white shadow-sm transition-shadow hover:shadow-md" data-open={expanded}>
            <h3>
              <button
                id={buttonId}
                type="button"
                aria-expanded={expanded}
                aria-controls={panelId}
                aria-disabled={desktop || undefined}
                onClick={() => !desktop && setOpen((current) => (current === index ? -1 : index))}
                className="flex w-full items-center gap-4 rounded-2xl p-5 text-start lg:cursor-default lg:pb-2"
              >
                <span aria-hidden="true" className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-gold-500/15 font-display text-sm font-extrabold text-gold-700">
                  {String(index + 1).padStart(2, '0')}
                </span>
                <span className="flex-1 font-display text-lg font-bold text-navy-900">{point.title}</span>
                <ChevronDownIcon className={`size-5 text-navy-700 transition-transform lg:hidden ${open === index ? 'rotate-180' : ''}`} />
              </button>
            </h3>
            <div
              id={panelId}
              role="region"
              aria-labelledby={buttonId}
              className={`grid transition-[grid-template-rows] duration-300 motion-reduce:transition-none lg:grid-rows-[1fr] ${open === index ? 'grid-rows-[1fr]' : 'grid-rows-[0fr]'}`}
            >
              <div className="overflow-hidden" inert={!expanded}>
                <p className="px-5 pb-5 leading-relaxed text-muted lg:ps-[4.75rem]">{point.desc}</p>
              </div>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
