import type { CompanyFacts } from '@/lib/company';

/**
 * The rating owners entered, linked to the reviews it comes from and with how many there are, so a
 * visitor can check it. The caller shows nothing at all when no rating is set.
 */
export function RatingBadge({ rating }: { rating: NonNullable<CompanyFacts['rating']> }) {
  const reviews = `${rating.count.toLocaleString('en')} review${rating.count === 1 ? '' : 's'}`;
  return (
    <a
      href={rating.href}
      rel="noopener noreferrer"
      target="_blank"
      data-rating
      className="inline-flex min-h-11 items-center gap-2 rounded-full bg-white/10 px-4 py-1.5 text-sm font-semibold text-gold-400 ring-1 ring-white/15 hover:bg-white/15"
    >
      <span aria-hidden="true">★</span>
      <span>
        Rated {rating.value.toFixed(1)} out of 5 from {reviews} on {rating.source}
        <span className="sr-only"> (opens in a new tab)</span>
      </span>
    </a>
  );
}
