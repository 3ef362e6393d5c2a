import { SiteLink } from '@/components/site/site-link';
import { getTranslations } from 'next-intl/server';
import { Carousel } from '@/components/carousel/carousel';
import { getCarouselUi } from '@/components/carousel/carousel-ui.server';
import { VisaTile } from '@/components/visa/visa-tile';
import { getVisaDirectory } from '@/lib/content/visas';
import { localizedPath } from '@/lib/i18n/paths';
import { getLocale } from '@/lib/i18n/server';
import { POPULAR_VISA_SLIDES } from '@/lib/ui-constants';
import { SectionHeading } from './section-heading';

/**
 * The 'Popular Visas from UAE' carousel (another heading on the landing page, given in the page's
 * language) with 'explore more' to /visa. The cards are the visas as stored: each tile shows
 * them in the page's language.
 */
export async function PopularVisas({
  heading,
  className = '',
  exclude,
}: {
  heading?: string;
  className?: string;
  /** The slug of the visa page it is shown on, left out of its own list. */
  exclude?: string;
}) {
  const [visas, locale, t, ui] = await Promise.all([getVisaDirectory(), getLocale(), getTranslations('blocks'), getCarouselUi()]);
  const shown = visas.filter((visa) => visa.slug !== exclude);
  if (shown.length === 0) return null;
  return (
    <section aria-labelledby="popular-visas-heading" className={`section ${className}`}>
      <div className="container-page">
        <div className="flex flex-col gap-6 sm:flex-row sm:items-end sm:justify-between">
          <SectionHeading
            id="popular-visas-heading"
            align="left"
            eyebrow={t('popularVisas.eyebrow')}
            title={heading ?? t('popularVisas.heading')}
            lead={t('popularVisas.lead')}
          />
          <SiteLink href={localizedPath('/visa', locale)} className="btn-outline shrink-0 self-start sm:self-auto">
            {t('popularVisas.explore')}
          </SiteLink>
        </div>
        <div className="mt-10">
          <Carousel label={t('popularVisas.carousel')} slides={POPULAR_VISA_SLIDES} ui={ui}>
            {shown.map((visa) => (
              <VisaTile key={visa.slug} visa={visa} sizes="(max-width: 480px) 90vw, (max-width: 1024px) 50vw, 400px" />
            ))}
          </Carousel>
        </div>
      </div>
    </section>
  );
}
