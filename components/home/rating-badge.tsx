import { getTranslations } from 'next-intl/server';
import type { CompanyFacts } from '@/lib/company';

/**
 * The rating owners entered, linked to the reviews it comes from and with how many there are, so a
 * visitor can check it. The caller shows nothing at all when no rating is set.
 */
export async function RatingBadge({ rating }: { rating: NonNullable<CompanyFacts['rating']> }) {
  const t = await getTranslations('home');
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
        {t.rich('hero.rating', {
          value: rating.value.toFixed(1),
          count: rating.count,
          // Western digits in both languages, grouped as the UAE writes them.
          countText: rating.count.toLocaleString('en'),
          source: rating.source,
          // Marked only where an Arabic page names the reviews' site in English.
          site: (chunks) => (rating.sourceLang.lang ? <span {...rating.sourceLang}>{chunks}</span> : chunks),
        })}
        <span className="sr-only"> {t('hero.newTab')}</span>
      </span>
    </a>
  );
}
