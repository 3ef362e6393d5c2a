import { getTranslations } from 'next-intl/server';
import { FormUpgrade } from '@/components/leads/form-upgrade';
import { StaticConsultationForm } from '@/components/leads/static-forms';
import { countryNames } from '@/content/countries';

/**
 * The visa pages' consultation form, sticky beside the content on desktop only: at the end of
 * the page's grid, so on the right in English and on the left in Arabic.
 */
export async function ConsultationAside({ country, topic }: { country?: string; topic?: string }) {
  const t = await getTranslations('visas');
  return (
    <aside aria-labelledby="aside-consultation-title" className="hidden lg:sticky lg:top-28 lg:block lg:self-start">
      <div className="card border-t-4 border-t-gold-500 p-6">
        <p className="eyebrow">{t('aside.eyebrow')}</p>
        <h2 id="aside-consultation-title" className="heading-3 mt-1">
          {t('aside.title')}
        </h2>
        <p className="mt-2 text-sm text-muted">{t('aside.lead')}</p>
        <div className="mt-5">
          {/* Plain HTML until the visitor uses it: the form's script is fetched then, not with the page. */}
          <FormUpgrade kind="consultation" props={{ idPrefix: 'aside-consultation', destinations: countryNames, country, topic }}>
            <StaticConsultationForm idPrefix="aside-consultation" destinations={countryNames} country={country} topic={topic} />
          </FormUpgrade>
        </div>
      </div>
    </aside>
  );
}
