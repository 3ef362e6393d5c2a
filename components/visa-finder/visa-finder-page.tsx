import { getTranslations } from 'next-intl/server';
import { SiteLink } from '@/components/site/site-link';
import { PageIntro } from '@/components/blocks/page-intro';
import { VisaFinderSection } from '@/components/visa-finder/visa-finder-section';
import { localizedPath } from '@/lib/i18n/paths';
import { getLocale } from '@/lib/i18n/server';
import type { VisaFinderEntry } from '@/lib/visa-facts/visa-facts';
import type { FinderQuery } from '@/lib/visa-finder/match';
import { shownQuery } from '@/lib/visa-finder/shown-query';

/** /visa and its no-script results pages: the same intro, finder and closing call to contact us, in the page's language. */
export async function VisaFinderPage({ entries, query, noMatch = false }: { entries: readonly VisaFinderEntry[]; query: FinderQuery; noMatch?: boolean }) {
  const [locale, t] = await Promise.all([getLocale(), getTranslations('finder')]);
  return (
    <>
      <PageIntro eyebrow={t('list.eyebrow')} title={t('list.title')} lead={t('list.lead')} />
      <div className="section container-page">
        <VisaFinderSection entries={entries} query={shownQuery(query, entries, locale)} noMatch={noMatch} />
        <div className="mt-14 flex flex-col items-start gap-4 rounded-3xl bg-navy-900 p-6 text-white sm:flex-row sm:items-center sm:justify-between sm:p-10">
          <div>
            <h2 className="heading-3 text-white">{t('list.ctaTitle')}</h2>
            <p className="mt-2 text-sky-100">{t('list.ctaLead')}</p>
          </div>
          <SiteLink href={localizedPath('/contact', locale)} className="btn-primary shrink-0">
            {t('list.ctaButton')}
          </SiteLink>
        </div>
      </div>
    </>
  );
}
