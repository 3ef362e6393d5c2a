import { getTranslations } from 'next-intl/server';
import { SiteLink } from '@/components/site/site-link';
import { SiteImage as Image } from '@/components/ui/site-image';
import type { VisaCard as VisaCardData } from '@/lib/content/visas';
import { localizedPath } from '@/lib/i18n/paths';
import { getLocale } from '@/lib/i18n/server';
import { localize } from '@/lib/i18n/translatable';
import { Marked } from '../content/marked';
import { VisaFactsSummary, type VisaCardFacts } from '../visa-facts/visa-facts-summary';

/**
 * A visa in a grid: image, country, title and a 'Read more' link to its page; in the visa finder,
 * also its kinds, lowest fee and processing time (`facts`). It is given the card as stored and
 * shows it in the page's language itself (each word in Arabic where the visa has it, else the
 * English, marked), so every section that lists visas gets that for nothing.
 */
export async function VisaCard({ visa, facts, priority = false }: { visa: VisaCardData; facts?: VisaCardFacts; priority?: boolean }) {
  const [locale, t] = await Promise.all([getLocale(), getTranslations('visas')]);
  const { value: card, langOf } = localize(visa, locale);
  return (
    <article className="card group flex h-full flex-col transition-shadow hover:shadow-md">
      <div className="relative aspect-[3/2] overflow-hidden bg-sky-100">
        <Image
          src={card.imageURL}
          alt={card.imageAlt}
          {...langOf('imageAlt')}
          fill
          frame="card"
          sizes="(min-width: 1024px) 380px, (min-width: 640px) 50vw, 100vw"
          className="object-cover transition-transform duration-300 group-hover:scale-105"
          priority={priority}
        />
      </div>
      <div className="flex flex-1 flex-col gap-2 p-5">
        <p className="eyebrow">
          <Marked lang={langOf('country')}>{card.country}</Marked>
        </p>
        <h2 className="heading-3 flex-1 text-lg sm:text-xl">
          <Marked lang={langOf('title')}>{card.title}</Marked>
        </h2>
        {facts && <VisaFactsSummary facts={facts} />}
        {/* The spec's visible 'Read more'; the hidden rest names the target for screen readers and crawlers. */}
        <SiteLink href={localizedPath(`/visa/${card.slug}`, locale)} className="btn-outline mt-3 self-start">
          {t('card.readMore')}
          <span className="sr-only">{` ${t('card.readMoreAbout', { title: card.title })}`}</span>
        </SiteLink>
      </div>
    </article>
  );
}
