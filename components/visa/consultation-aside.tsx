import { FormUpgrade } from '@/components/leads/form-upgrade';
import { StaticConsultationForm } from '@/components/leads/static-forms';
import { countryNames } from '@/content/countries';

/** The visa pages' consultation form, sticky beside the content on desktop only. */
export function ConsultationAside({ country, topic }: { country?: string; topic?: string }) {
  return (
    <aside aria-labelledby="aside-consultation-title" className="hidden lg:sticky lg:top-28 lg:block lg:self-start">
      <div className="card border-t-4 border-t-gold-500 p-6">
        <p className="eyebrow">Free, no obligation</p>
        <h2 id="aside-consultation-title" className="heading-3 mt-1">
          get free visa consultation
        </h2>
        <p className="mt-2 text-sm text-muted">Leave your details and a consultant will call you back about your trip.</p>
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
