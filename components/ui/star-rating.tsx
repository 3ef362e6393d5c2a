import type { CSSProperties } from 'react';

/** A rating out of 5, as one image for screen readers and one element on the page. */
export function StarRating({ stars, className = '' }: { stars: number; className?: string }) {
  return (
    <span
      role="img"
      aria-label={`Rated ${stars} out of 5`}
      className={`star-rating ${className}`}
      style={{ '--stars': stars } as CSSProperties}
    />
  );
}
