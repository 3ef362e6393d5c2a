'use client';

import { useId, useState, type ReactNode } from 'react';

/**
 * A review's words. Under 768 px a long review shows cut (`short`), with Read More / Read Less;
 * from 768 px up the whole review (`children`, rendered on the server) always shows: plain CSS,
 * no shift. `lang` marks a review an Arabic page shows in English; `labels` are the toggle's words.
 */
export function ReviewText({
  short,
  lang,
  labels,
  children,
}: {
  short: string | null;
  lang?: { lang?: string; dir?: string };
  labels: { readMore: string; readLess: string };
  children: ReactNode;
}) {
  const [expanded, setExpanded] = useState(false);
  const textId = useId();
  return (
    <>
      <blockquote id={textId} className="mt-4 flex-1 text-[0.95rem] leading-relaxed text-ink" data-testid="testimonial-text" {...lang}>
        {short ? (
          <>
            <div className={`md:hidden ${expanded ? 'hidden' : ''}`}>
              <p>{short}</p>
            </div>
            <div className={expanded ? '' : 'max-md:hidden'}>{children}</div>
          </>
        ) : (
          children
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
          {expanded ? labels.readLess : labels.readMore}
        </button>
      )}
    </>
  );
}
