'use client';

import { useId, useState } from 'react';
import { StarIcon } from '@/components/ui/icons';

interface TestimonialCardProps {
  name: string;
  place: string;
  /** The review as trusted HTML (content/testimonials.ts). */
  html: string;
  /** The review cut for phones, when it is long (lib/content/plain-text.ts). */
  short: string | null;
}

/**
 * A client review: stars, text, name and place. Under 768 px a long review shows cut, with
 * Read More / Read Less; from 768 px up it is always shown whole (plain CSS, no shift).
 */
export function TestimonialCard({ name, place, html, short }: TestimonialCardProps) {
  const [expanded, setExpanded] = useState(false);
  const textId = useId();
  return (
    <figure className="card flex h-full flex-col p-6 sm:p-7">
      <div className="flex items-center justify-between">
        <div className="flex gap-0.5 text-gold-500" role="img" aria-label="Rated 5 out of 5">
          {Array.from({ length: 5 }, (_, index) => (
            <StarIcon key={index} />
          ))}
        </div>
        <svg viewBox="0 0 32 32" aria-hidden="true" className="size-8 text-sand-200" fill="currentColor">
          <path d="M13 8C7.5 9.7 4 14 4 19.5 4 23 6.2 25 9 25c2.6 0 4.5-1.9 4.5-4.4 0-2.4-1.7-4.2-4-4.3.4-2.6 2.3-4.6 5-5.7zm14 0c-5.5 1.7-9 6-9 11.5 0 3.5 2.2 5.5 5 5.5 2.6 0 4.5-1.9 4.5-4.4 0-2.4-1.7-4.2-4-4.3.4-2.6 2.3-4.6 5-5.7z" />
        </svg>
      </div>
      <blockquote id={textId} className="mt-4 flex-1 text-[0.95rem] leading-relaxed text-ink" data-testid="testimonial-text">
        {short ? (
          <>
            <div className={`md:hidden ${expanded ? 'hidden' : ''}`}>
              <p>{short}</p>
            </div>
            <div className={`prose-rich text-[0.95rem] ${expanded ? '' : 'max-md:hidden'}`} dangerouslySetInnerHTML={{ __html: html }} />
          </>
        ) : (
          <div className="prose-rich text-[0.95rem]" dangerouslySetInnerHTML={{ __html: html }} />
        )}
      </blockquote>
      {short && (
        <button
          type="button"
          onClick={() => setExpanded((value) => !value)}
          aria-expanded={expanded}
          aria-controls={textId}
          className="mt-2 self-start text-sm font-semibold text-navy-700 underline decoration-gold-500 decoration-2 underline-offset-4 hover:text-navy-900 md:hidden"
        >
          {expanded ? 'Read Less' : 'Read More'}
        </button>
      )}
      <figcaption className="mt-5 flex items-center gap-3 border-t border-navy-900/10 pt-4">
        <span aria-hidden="true" className="flex size-10 items-center justify-center rounded-full bg-navy-900 font-display text-sm font-bold text-gold-400">
          {name
            .split(' ')
            .map((part) => part[0])
            .slice(0, 2)
            .join('')}
        </span>
        <span>
          <span className="block font-semibold text-navy-900">{name}</span>
          <span className="block text-sm text-muted uppercase">{place}</span>
        </span>
      </figcaption>
    </figure>
  );
}
