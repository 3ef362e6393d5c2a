import { CallbackForm } from '@/components/leads/callback-form';
import { Stats } from '@/components/blocks/stats';
import { CheckIcon } from '@/components/ui/icons';
import { company } from '@/content/company';
import { getCompanyFacts } from '@/lib/company';
import { heroSlides } from '@/content/home';
import { HeroSlider } from './hero-slider';
import { RatingBadge } from './rating-badge';

/** Home section 1: the promise, the call-back form, the figures and the illustrations. */
export async function HomeHero() {
  const { rating, hours } = await getCompanyFacts();
  return (
    <section aria-labelledby="hero-heading" className="relative overflow-hidden bg-navy-900 text-white">
      <div aria-hidden="true" className="absolute inset-0 bg-[radial-gradient(ellipse_at_top_right,var(--color-navy-700),transparent_60%)]" />
      <div aria-hidden="true" className="absolute -bottom-40 -left-40 size-[32rem] rounded-full bg-gold-500/10 blur-3xl" />
      <div className="relative container-page grid items-center gap-12 pt-28 pb-16 sm:pt-32 lg:grid-cols-[minmax(0,1.05fr)_minmax(0,1fr)] lg:gap-16 lg:pt-40 lg:pb-24">
        <div>
          {rating && <RatingBadge rating={rating} />}
          <h1 id="hero-heading" className={`heading-1 text-white sm:text-6xl ${rating ? 'mt-5' : ''}`}>
            Visa on time, guaranteed
          </h1>
          <p className="mt-5 max-w-xl text-lg leading-relaxed text-sky-100">
            Free consultation, complete application preparation and doorstep document delivery for UAE residents travelling to{' '}
            {company.stats[0].value} countries.
          </p>
          <ul className="mt-5 flex flex-wrap gap-x-5 gap-y-2 text-sm text-sky-100">
            {['Free consultation', 'Doorstep delivery', `Support ${hours.display}`].map((item) => (
              <li key={item} className="flex items-center gap-1.5">
                <CheckIcon className="size-4 text-gold-400" />
                {item}
              </li>
            ))}
          </ul>
          <div className="mt-8 max-w-xl">
            <p className="mb-3 text-sm font-semibold text-white">Leave your number and we will call you back:</p>
            <CallbackForm />
          </div>
          <Stats tone="dark" className="mt-10 border-t border-white/15 pt-8" />
        </div>
        <HeroSlider slides={heroSlides} />
      </div>
    </section>
  );
}
