import { getTranslations } from 'next-intl/server';
import { CallbackForm } from '@/components/leads/callback-form';
import { Stats } from '@/components/blocks/stats';
import { getCarouselUi } from '@/components/carousel/carousel-ui.server';
import { CheckIcon } from '@/components/ui/icons';
import { ltrFigure } from '@/components/ui/ltr-figure';
import { heroSlides as arabicSlides } from '@/content/ar/home';
import { companyTexts } from '@/content/company';
import { heroSlides } from '@/content/home';
import { getCompanyFacts } from '@/lib/company';
import { inLocale } from '@/lib/i18n/locales';
import { getLocale } from '@/lib/i18n/server';
import { HeroSlider } from './hero-slider';
import { RatingBadge } from './rating-badge';

/** Home section 1: the promise, the call-back form, the figures and the illustrations. */
export async function HomeHero() {
  const locale = await getLocale();
  const [{ rating, hours }, t] = await Promise.all([getCompanyFacts(locale), getTranslations('home')]);
  const ui = await getCarouselUi({ previous: t('hero.slider.previous'), next: t('hero.slider.next'), pause: t('hero.slider.pause'), play: t('hero.slider.play') });
  const { stats } = inLocale(locale, companyTexts);
  return (
    <section aria-labelledby="hero-heading" className="relative overflow-hidden bg-navy-900 text-white">
      <div
        aria-hidden="true"
        className="absolute inset-0 bg-[radial-gradient(ellipse_at_top_right,var(--color-navy-700),transparent_60%)] rtl:bg-[radial-gradient(ellipse_at_top_left,var(--color-navy-700),transparent_60%)]"
      />
      <div aria-hidden="true" className="absolute -start-40 -bottom-40 size-[32rem] rounded-full bg-gold-500/10 blur-3xl" />
      <div className="relative container-page grid items-center gap-12 pt-28 pb-16 sm:pt-32 lg:grid-cols-[minmax(0,1.05fr)_minmax(0,1fr)] lg:gap-16 lg:pt-40 lg:pb-24">
        <div>
          {rating && <RatingBadge rating={rating} />}
          <h1 id="hero-heading" className={`heading-1 text-white sm:text-6xl ${rating ? 'mt-5' : ''}`}>
            {t('hero.title')}
          </h1>
          <p className="mt-5 max-w-xl text-lg leading-relaxed text-sky-100">{t.rich('hero.lead', { countries: stats[0]!.value, n: ltrFigure })}</p>
          <ul className="mt-5 flex flex-wrap gap-x-5 gap-y-2 text-sm text-sky-100">
            {[t('hero.freeConsultation'), t('hero.doorstepDelivery'), t('hero.support', { hours: hours.display })].map((item) => (
              <li key={item} className="flex items-center gap-1.5">
                <CheckIcon className="size-4 text-gold-400" />
                {item}
              </li>
            ))}
          </ul>
          <div className="mt-8 max-w-xl">
            <p className="mb-3 text-sm font-semibold text-white">{t('hero.formIntro')}</p>
            <CallbackForm />
          </div>
          <Stats tone="dark" className="mt-10 border-t border-white/15 pt-8" />
        </div>
        <HeroSlider slides={inLocale(locale, { en: heroSlides, ar: arabicSlides })} label={t('hero.slider.label')} ui={ui} />
      </div>
    </section>
  );
}
