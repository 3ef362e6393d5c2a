import { getTranslations } from 'next-intl/server';
import { SiteLink } from '@/components/site/site-link';
import { VisaCard } from '@/components/visa/visa-card';
import { VisaFinder, type VisaFinderTexts } from '@/components/visa-finder/visa-finder';
import type { VisaFinderEntry } from '@/lib/visa-facts/visa-facts';
import { localizedPath } from '@/lib/i18n/paths';
import { getLocale } from '@/lib/i18n/server';
import { visaMatches, type FinderQuery } from '@/lib/visa-finder/match';
import { FINDER_KINDS, FINDER_PATH, FINDER_Q_MAX } from '@/lib/visa-finder/query';

/** Where the search goes in 'No visa matches “{q}”': split there, so the browser puts what was typed in. */
const QUERY_MARK = '\u0000';

/**
 * The visa finder with every card rendered here, on the server: /visa shows them all, the
 * no-script results pages (app/[locale]/(site)/visa-finder) the ones their search matches. The
 * finder in the browser gets its words from here, in the page's language: "n visas found" is
 * written for every count it can show, so Arabic's plural forms come from the catalogue's rules.
 */
export async function VisaFinderSection({ entries, query, noMatch = false }: { entries: readonly VisaFinderEntry[]; query: FinderQuery; noMatch?: boolean }) {
  const [locale, t, tVisas] = await Promise.all([getLocale(), getTranslations('finder'), getTranslations('visas')]);
  if (entries.length === 0) return <p className="card p-8 text-center text-lg font-semibold">{t('list.empty')}</p>;
  // Only the first card shown preloads its image: on a phone it is the only card on the first
  // screen and can be the largest paint. More preloads would take bandwidth from the stylesheet
  // and the fonts. The other cards load lazily, and a lazy image that is on the first screen of a
  // wide one starts as soon as the page is laid out.
  const firstShown = noMatch ? undefined : entries.find((entry) => visaMatches(entry, query))?.slug;
  const items = entries.map((entry) => ({
    key: entry.slug,
    country: entry.country,
    countryAr: entry.countryAr,
    titleAr: entry.titleAr,
    kinds: entry.kinds,
    card: <VisaCard visa={entry} facts={entry} priority={entry.slug === firstShown} />,
  }));
  const kindOptions = FINDER_KINDS.map((value) => ({ value, label: value === 'all' ? t('form.all') : tVisas(`kinds.${value}`) }));
  const [before = '', after = ''] = t('results.noMatchFor', { q: QUERY_MARK }).split(QUERY_MARK);
  const texts: VisaFinderTexts = {
    label: t('form.label'),
    country: t('form.country'),
    placeholder: t('form.placeholder'),
    kind: t('form.kind'),
    submit: t('form.submit'),
    found: Array.from({ length: entries.length + 1 }, (_, count) => t('results.found', { count })),
    noMatchFor: [before, after],
    noMatch: t('results.noMatch'),
    askUs: t.rich('results.askUs', {
      link: (chunks) => (
        <SiteLink href={localizedPath('/contact', locale)} className="font-semibold text-navy-700 underline underline-offset-2 hover:text-gold-700">
          {chunks}
        </SiteLink>
      ),
    }),
  };
  return (
    <VisaFinder
      items={items}
      kindOptions={kindOptions}
      initial={query}
      noMatch={noMatch}
      action={localizedPath(FINDER_PATH, locale)}
      qMax={FINDER_Q_MAX}
      listPath={localizedPath('/visa', locale)}
      texts={texts}
    />
  );
}
