import type { CSSProperties } from 'react';
import { SiteLink } from '@/components/site/site-link';
import { ltrFigure } from '@/components/ui/ltr-figure';
import { getTranslations } from 'next-intl/server';
import { reasons as arabicReasons } from '@/content/ar/home';
import { company, companyTexts } from '@/content/company';
import { reasons } from '@/content/home';
import { inLocale } from '@/lib/i18n/locales';
import { localizedPath } from '@/lib/i18n/paths';
import { getLocale } from '@/lib/i18n/server';
import { REASONS_INTERVAL_MS } from '@/lib/ui-constants';
import { Reasons } from './reasons';

/** Home section 5: 'Why Ztart Visa Is Your Trusted Choice' with six rotating reasons. */
export async function ReasonsSection() {
  const [locale, t] = await Promise.all([getLocale(), getTranslations('home')]);
  const { stats } = inLocale(locale, companyTexts);
  return (
    <section
      aria-labelledby="reasons-heading"
      className="section relative overflow-hidden bg-navy-900 text-white"
      style={{ '--reasons-interval': `${REASONS_INTERVAL_MS}ms` } as CSSProperties}
    >
      <div aria-hidden="true" className="absolute -end-32 -top-32 size-96 rounded-full bg-navy-700/60 blur-3xl" />
      <div className="relative container-page grid gap-12 lg:grid-cols-[minmax(0,0.9fr)_minmax(0,1.1fr)] lg:items-center">
        <div>
          <p className="eyebrow text-gold-400">{t('reasons.eyebrow')}</p>
          <h2 id="reasons-heading" className="heading-2 mt-2 text-white">
            {t('reasons.title', { company: company.name })}
          </h2>
          <p className="lead mt-4 text-sky-100">{t.rich('reasons.lead', { clients: stats[1]!.value, n: ltrFigure })}</p>
          <SiteLink href={localizedPath('/contact', locale)} className="btn-primary mt-8">
            {t('reasons.cta')}
          </SiteLink>
        </div>
        <Reasons
          reasons={inLocale(locale, { en: reasons, ar: arabicReasons })}
          text={{
            tablist: t('reasons.tablist'),
            tab: t('reasons.tab'),
            position: t.raw('reasons.position') as string,
            pause: t('reasons.pause'),
            play: t('reasons.play'),
          }}
        />
      </div>
    </section>
  );
}
