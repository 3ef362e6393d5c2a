import type { CSSProperties } from 'react';

/** A rating out of 5, as one image for screen readers and one element on the page; `label` names it in the page's language. */
export function StarRating({ stars, label = `Rated ${stars} out of 5`, className = '' }: { stars: number; label?: string; className?: string }) {
  return <span role="img" aria-label={label} className={`star-rating ${className}`} style={{ '--stars': stars } as CSSProperties} />;
}
