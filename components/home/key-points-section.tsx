import { getTranslations } from 'next-intl/server';
import { SectionHeading } from '@/components/blocks/section-heading';
import { SiteImage as Image } from '@/components/ui/site-image';
import { keyPoints as arabicPoints, keyPointsPicture as arabicPicture } from '@/content/ar/home';
import { keyPoints, keyPointsPicture } from '@/content/home';
import { inLocale } from '@/lib/i18n/locales';
import { getLocale } from '@/lib/i18n/server';
import { KeyPoints } from './key-points';

/** Home section 4: four expandable points beside an illustration. */
export async function KeyPointsSection() {
  const [locale, t] = await Promise.all([getLocale(), getTranslations('home')]);
  const picture = inLocale(locale, { en: keyPointsPicture, ar: arabicPicture });
  return (
    <section aria-labelledby="key-points-heading" className="section">
      <div className="container-page grid items-center gap-12 lg:grid-cols-[minmax(0,0.8fr)_minmax(0,1.2fr)] lg:gap-16">
        <div className="relative mx-auto aspect-[4/5] w-full max-w-md overflow-hidden rounded-[2rem] bg-sand-100 max-lg:hidden">
          <Image src={picture.src} alt={picture.alt} fill sizes="(min-width: 1024px) 448px, 0px" className="object-cover" />
        </div>
        <div>
          <SectionHeading id="key-points-heading" align="left" eyebrow={t('keyPoints.eyebrow')} title={t('keyPoints.title')} lead={t('keyPoints.lead')} />
          <div className="mt-8">
            <KeyPoints points={inLocale(locale, { en: keyPoints, ar: arabicPoints })} />
          </div>
        </div>
      </div>
    </section>
  );
}
