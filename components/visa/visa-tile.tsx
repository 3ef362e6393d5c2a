import { getTranslations } from 'next-intl/server';
import { SiteLink } from '@/components/site/site-link';
import { SiteImage as Image } from '@/components/ui/site-image';
import type { VisaCard } from '@/lib/content/visas';
import { localizedPath } from '@/lib/i18n/paths';
import { getLocale } from '@/lib/i18n/server';
import { localize } from '@/lib/i18n/translatable';
import { Marked } from '../content/marked';

/**
 * A visa in a carousel: image, country, title and an 'explore' link to its page (styles:
 * visa-tile-* in globals.css). Like the card, it shows the stored card in the page's language itself.
 */
export async function VisaTile({ visa, sizes, titleTag: Title = 'h3' }: { visa: VisaCard; sizes: string; titleTag?: 'h2' | 'h3' }) {
  const [locale, t] = await Promise.all([getLocale(), getTranslations('visas')]);
  const { value: card, langOf } = localize(visa, locale);
  return (
    <article className="visa-tile group">
      <div className="visa-tile-media">
        <Image src={card.imageURL} alt={card.imageAlt} {...langOf('imageAlt')} fill frame="card" sizes={sizes} className="visa-tile-image" />
        <span className="visa-tile-badge">
          <Marked lang={langOf('country')}>{card.country}</Marked>
        </span>
      </div>
      <div className="visa-tile-body">
        <Title className="visa-tile-title">
          <Marked lang={langOf('title')}>{card.title}</Marked>
        </Title>
        <SiteLink href={localizedPath(`/visa/${card.slug}`, locale)} className="visa-tile-link">
          {t('card.explore')}
          <span className="sr-only"> {card.title}</span>
          <svg viewBox="0 0 24 24" aria-hidden="true" className="visa-tile-arrow" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" strokeLinejoin="round">
            <path d="M5 12h14M13 6l6 6-6 6" />
          </svg>
        </SiteLink>
      </div>
    </article>
  );
}
