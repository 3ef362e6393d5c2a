import type { ReactNode } from 'react';
import { getTranslations } from 'next-intl/server';
import { SiteImage as Image } from '@/components/ui/site-image';
import { ltrFigure } from '@/components/ui/ltr-figure';
import { FormUpgrade } from '@/components/leads/form-upgrade';
import { StaticLeadForm } from '@/components/leads/static-forms';
import { LANDING_FORM_ID } from './landing-form-id';
import { CheckIcon } from '@/components/ui/icons';
import { banners } from '@/content/banners';
import { company } from '@/content/company';
import { getCompanyFacts } from '@/lib/company';
import { getLocale } from '@/lib/i18n/server';
import { countryNames } from '@/content/countries';

/** The landing page's hero: the promise and the lead form. */
export async function LandingHero() {
  const [{ address, hours }, t] = await Promise.all([getLocale().then(getCompanyFacts), getTranslations('landing.hero')]);
  const points: { key: string; text: ReactNode }[] = [
    { key: 'officers', text: t('officers') },
    { key: 'clients', text: t.rich('clients', { clients: company.stats[1].value, n: ltrFigure }) },
    { key: 'years', text: t.rich('years', { years: company.stats[2].value, n: ltrFigure }) },
    { key: 'support', text: t('support', { hours: hours.display }) },
  ];
  return (
    <section aria-labelledby="landing-heading" className="relative overflow-hidden bg-navy-900 text-white">
      <Image src={banners.landingHero.src} alt="" fill priority fetchPriority="high" sizes="100vw" className="object-cover object-bottom" />
      {/* Darkest behind the words: at the start of the row on a wide screen, whichever side that is. */}
      <div
        aria-hidden="true"
        className="absolute inset-0 bg-gradient-to-b from-navy-950/95 via-navy-900/85 to-navy-900/40 lg:bg-gradient-to-r lg:from-navy-950/95 lg:via-navy-900/80 lg:to-navy-900/30 lg:rtl:bg-gradient-to-l"
      />
      <div className="relative container-page grid items-center gap-10 py-14 sm:py-20 lg:grid-cols-[minmax(0,1.1fr)_minmax(0,0.9fr)] lg:gap-16">
        <div>
          <p className="eyebrow text-gold-400">{address.display}</p>
          <h1 id="landing-heading" tabIndex={-1} className="heading-1 mt-3 text-white outline-none sm:text-[3.25rem]">
            {t('title')}
          </h1>
          <p className="mt-5 max-w-xl text-lg leading-relaxed text-sky-100">{t.rich('lead', { countries: company.stats[0].value, n: ltrFigure })}</p>
          <ul className="mt-6 grid max-w-xl gap-2.5 text-sky-100 sm:grid-cols-2">
            {points.map((item) => (
              <li key={item.key} className="flex items-center gap-2">
                <CheckIcon className="size-5 shrink-0 text-gold-400" />
                {/* One flex item, or the gap would open between a figure and its words. */}
                {typeof item.text === 'string' ? item.text : <span>{item.text}</span>}
              </li>
            ))}
          </ul>
        </div>
        <div id={LANDING_FORM_ID} className="scroll-mt-24 rounded-3xl bg-white p-6 text-ink shadow-2xl shadow-navy-950/40 sm:p-8">
          <h2 className="heading-3">{t('formHeading')}</h2>
          <p className="mt-1.5 text-sm text-muted">{t('formLead')}</p>
          <div className="mt-6">
            <FormUpgrade kind="lead" props={{ idPrefix: 'hero-lead', destinations: countryNames }}>
              <StaticLeadForm idPrefix="hero-lead" destinations={countryNames} />
            </FormUpgrade>
          </div>
        </div>
      </div>
    </section>
  );
}
