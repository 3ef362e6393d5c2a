import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { getLocale } from '@/lib/i18n/server';
import { localize } from '@/lib/i18n/translatable';
import type { VisaFacts } from '@/lib/visa-facts/visa-facts-repository';
import { feeFromAed } from '@/lib/visa-facts/visa-facts-definition';
import { amountText, appointmentText, dayIn, factsProvenance, groupedAmount, processingText } from '@/lib/visa-facts/format';
import { ENGLISH_BLOCK } from '@/lib/i18n/translatable';
import type { LangAttributes } from '../content/localized';
import { Marked } from '../content/marked';

/**
 * The facts a consultant vouches for, near the top of a visa page: what it costs in
 * AED and what comes back, how long it takes, what the visa allows, and who checked it when, or,
 * for starting figures no one has checked yet, where they come from and as of when.
 * Server-rendered markup only, in the page's language: the words staff wrote (fee names, validity,
 * maximum stay, the note) in Arabic where they have Arabic, else in English, marked; numbers,
 * days and kinds are written from the facts themselves.
 */
export async function VisaFactsPanel({ facts: stored }: { facts: VisaFacts }) {
  const [locale, t] = await Promise.all([getLocale(), getTranslations('visas')]);
  const { value: facts, langOf } = localize(stored, locale);
  const times: { label: string; value: string; lang?: LangAttributes }[] = [
    { label: t('facts.processingTime'), value: processingText(t, facts.processingDays) },
    { label: t('facts.firstAppointment'), value: appointmentText(t, facts.appointmentDays) },
    { label: t('facts.validity'), value: facts.validity, lang: langOf('validity') },
    { label: t('facts.entries'), value: t(`facts.entryKinds.${facts.entries}`) },
    { label: t('facts.maxStay'), value: facts.maxStay, lang: langOf('maxStay') },
  ];
  return (
    <section aria-labelledby="visa-facts-heading" className="card overflow-hidden" data-visa-facts>
      <div className="flex flex-col gap-2 border-b border-navy-900/10 bg-mist-50 p-5 sm:flex-row sm:items-center sm:justify-between sm:p-6">
        <h2 id="visa-facts-heading" className="heading-3">
          {t('facts.heading')}
        </h2>
        <FactsProvenanceLine facts={facts} />
      </div>
      <div className="grid gap-8 p-5 sm:p-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <div>
          {/* Each header cell is aligned itself: a table's "start" is the initial value, which header cells do not inherit (they centre). */}
          <table className="w-full text-sm">
            <caption className="sr-only">{t('facts.feesCaption')}</caption>
            <thead className="text-xs tracking-wider text-muted uppercase">
              <tr>
                <th scope="col" className="pb-2 text-start font-semibold">
                  {t('facts.feeColumn')}
                </th>
                <th scope="col" className="pb-2 text-end font-semibold">
                  {t('facts.amountColumn')}
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-navy-900/10">
              {facts.fees.map((stored, index) => {
                const { value: fee, langOf: feeLang } = localize(stored, locale);
                return (
                  <tr key={`${fee.label}-${index}`}>
                    <th scope="row" className="py-2.5 pe-3 text-start font-normal">
                      <span className="block font-semibold text-navy-900">
                        <Marked lang={feeLang('label')}>{fee.label}</Marked>
                      </span>
                      <span className="text-xs text-muted">
                        {t(`facts.feeKinds.${fee.kind}`)} · {fee.refundable ? t('facts.refundable') : t('facts.notRefundable')}
                      </span>
                    </th>
                    <td className="py-2.5 text-end font-semibold whitespace-nowrap text-navy-900 tabular-nums">{groupedAmount(fee.amountAed)}</td>
                  </tr>
                );
              })}
            </tbody>
            <tfoot>
              <tr className="border-t-2 border-navy-900/15">
                <th scope="row" className="pt-3 text-start font-display font-bold text-navy-900">
                  {t('facts.youPayFrom')}
                </th>
                <td className="pt-3 text-end font-display text-lg font-extrabold whitespace-nowrap text-navy-900 tabular-nums">{amountText(t, feeFromAed(facts.fees))}</td>
              </tr>
            </tfoot>
          </table>
          <p className="mt-3 text-xs leading-relaxed text-muted">
            {t('facts.optionalNote')}
            {/* An English note under an Arabic sentence starts a line of its own rather than running on from it. */}
            {facts.feeNote && langOf('feeNote').lang ? (
              <span className="mt-1 block" {...langOf('feeNote')}>
                {facts.feeNote}
              </span>
            ) : facts.feeNote ? (
              ` ${facts.feeNote}`
            ) : null}
          </p>
        </div>
        <dl className="grid grid-cols-2 gap-4 self-start lg:grid-cols-1">
          {times.map((item) => (
            <div key={item.label} className="flex flex-col-reverse justify-end">
              <dt className="text-xs font-semibold tracking-wider text-muted uppercase">{item.label}</dt>
              <dd className="mb-0.5 font-display font-bold text-navy-900">
                <Marked lang={item.lang ?? {}}>{item.value}</Marked>
              </dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}

/** "Checked by Omar on 2 December 2026" only for a person's check; otherwise the source and its date. */
async function FactsProvenanceLine({ facts }: { facts: VisaFacts }) {
  const [locale, t] = await Promise.all([getLocale(), getTranslations('visas')]);
  const provenance = factsProvenance(facts);
  const date = dayIn(provenance.at, locale);
  const time = (chunks: ReactNode) => <time dateTime={provenance.at}>{chunks}</time>;
  if (provenance.kind === 'checked') {
    return (
      <p className="text-sm font-semibold text-navy-700" data-facts-provenance="checked">
        {t.rich('facts.checked', { name: provenance.by, date, time })}
      </p>
    );
  }
  const { source } = provenance;
  return (
    <p className="text-sm text-navy-700" data-facts-provenance="source">
      {source
        ? t.rich('facts.source', {
            source: source.name,
            date,
            time,
            link: (chunks) => (
              <a href={source.url} {...(locale === 'en' ? {} : ENGLISH_BLOCK)} className="font-semibold underline underline-offset-2 hover:text-navy-900" rel="noopener noreferrer" target="_blank">
                {chunks}
              </a>
            ),
          })
        : t.rich('facts.startingFigures', { date, time })}
    </p>
  );
}
