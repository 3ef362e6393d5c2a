import { SiteLink } from '@/components/site/site-link';
import { getTranslations } from 'next-intl/server';
import { SectionHeading } from '@/components/blocks/section-heading';
import { Carousel } from '@/components/carousel/carousel';
import { getCarouselUi } from '@/components/carousel/carousel-ui.server';
import { VisaTile } from '@/components/visa/visa-tile';
import { getVisaDirectory } from '@/lib/content/visas';
import { localizedPath } from '@/lib/i18n/paths';
import { getLocale } from '@/lib/i18n/server';
import { VISA_CAROUSEL_AUTOPLAY_MS, VISA_CAROUSEL_SLIDES } from '@/lib/ui-constants';

/**
 * Home section 2: the visa cards carousel. Cards are rendered on the server from the store and
 * the country pages, so there is nothing to load in the browser and no spinner to show; each
 * tile shows its visa in the page's language.
 */
export async function PreferredVisas() {
  const [visas, locale, t, ui] = await Promise.all([getVisaDirectory(), getLocale(), getTranslations('home'), getCarouselUi()]);
  return (
    <section aria-labelledby="preferred-heading" className="section">
      <div className="container-page">
        <div className="flex flex-col gap-6 md:flex-row md:items-end md:justify-between">
          <SectionHeading id="preferred-heading" align="left" eyebrow={t('preferred.eyebrow')} title={t('preferred.title')} lead={t('preferred.lead')} />
          <SiteLink href={localizedPath('/visa', locale)} className="btn-secondary shrink-0 self-start md:self-auto">
            {t('preferred.viewMore')}
          </SiteLink>
        </div>
        {visas.length === 0 ? (
          <p className="card mt-10 p-8 text-center text-lg font-semibold">{t('preferred.empty')}</p>
        ) : (
          <div className="mt-10">
            <Carousel label={t('preferred.carousel')} slides={VISA_CAROUSEL_SLIDES} autoplayMs={VISA_CAROUSEL_AUTOPLAY_MS} ui={ui}>
              {visas.map((visa) => (
                <VisaTile key={visa.slug} visa={visa} sizes="(max-width: 480px) 50vw, (max-width: 1024px) 33vw, 300px" />
              ))}
            </Carousel>
          </div>
        )}
      </div>
    </section>
  );
}
