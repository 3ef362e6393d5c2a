import type { VisaFacts } from '@/lib/visa-facts/visa-facts-repository';
import { ENTRY_LABELS, FEE_KIND_LABELS, feeFromAed, formatAed, formatDayRange } from '@/lib/visa-facts/visa-facts-definition';
import { checkedOn, factsProvenance } from '@/lib/visa-facts/format';

/**
 * The facts a consultant vouches for, near the top of a visa page: what it costs in
 * AED and what comes back, how long it takes, what the visa allows, and who checked it when, or,
 * for starting figures no one has checked yet, where they come from and as of when.
 * Server-rendered markup only.
 */
export function VisaFactsPanel({ facts }: { facts: VisaFacts }) {
  const times = [
    { label: 'Processing time', value: formatDayRange(facts.processingDays, 'working days') },
    { label: 'First appointment', value: facts.appointmentDays ? `In ${formatDayRange(facts.appointmentDays)}` : 'No appointment needed' },
    { label: 'Validity', value: facts.validity },
    { label: 'Entries', value: ENTRY_LABELS[facts.entries] },
    { label: 'Maximum stay', value: facts.maxStay },
  ];
  return (
    <section aria-labelledby="visa-facts-heading" className="card overflow-hidden" data-visa-facts>
      <div className="flex flex-col gap-2 border-b border-navy-900/10 bg-mist-50 p-5 sm:flex-row sm:items-center sm:justify-between sm:p-6">
        <h2 id="visa-facts-heading" className="heading-3">
          Fees and times at a glance
        </h2>
        <FactsProvenanceLine facts={facts} />
      </div>
      <div className="grid gap-8 p-5 sm:p-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <div>
          <table className="w-full text-left text-sm">
            <caption className="sr-only">Fees in UAE dirhams</caption>
            <thead className="text-xs tracking-wider text-muted uppercase">
              <tr>
                <th scope="col" className="pb-2 font-semibold">
                  Fee
                </th>
                <th scope="col" className="pb-2 text-right font-semibold">
                  AED
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-navy-900/10">
              {facts.fees.map((fee, index) => (
                <tr key={`${fee.label}-${index}`}>
                  <th scope="row" className="py-2.5 pr-3 font-normal">
                    <span className="block font-semibold text-navy-900">{fee.label}</span>
                    <span className="text-xs text-muted">
                      {FEE_KIND_LABELS[fee.kind]} · {fee.refundable ? 'refundable' : 'not refundable'}
                    </span>
                  </th>
                  <td className="py-2.5 text-right font-semibold whitespace-nowrap text-navy-900 tabular-nums">{fee.amountAed.toLocaleString('en')}</td>
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr className="border-t-2 border-navy-900/15">
                <th scope="row" className="pt-3 text-left font-display font-bold text-navy-900">
                  You pay from
                </th>
                <td className="pt-3 text-right font-display text-lg font-extrabold whitespace-nowrap text-navy-900 tabular-nums">{formatAed(feeFromAed(facts.fees))}</td>
              </tr>
            </tfoot>
          </table>
          <p className="mt-3 text-xs leading-relaxed text-muted">Optional services are not included in “from”.{facts.feeNote ? ` ${facts.feeNote}` : ''}</p>
        </div>
        <dl className="grid grid-cols-2 gap-4 self-start lg:grid-cols-1">
          {times.map((item) => (
            <div key={item.label} className="flex flex-col-reverse justify-end">
              <dt className="text-xs font-semibold tracking-wider text-muted uppercase">{item.label}</dt>
              <dd className="mb-0.5 font-display font-bold text-navy-900">{item.value}</dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}

/** "Checked by Omar on 2 December 2026" only for a person's check; otherwise the source and its date. */
function FactsProvenanceLine({ facts }: { facts: VisaFacts }) {
  const provenance = factsProvenance(facts);
  const date = <time dateTime={provenance.at}>{checkedOn(provenance.at)}</time>;
  if (provenance.kind === 'checked') {
    return (
      <p className="text-sm font-semibold text-navy-700" data-facts-provenance="checked">
        Checked by {provenance.by} on {date}
      </p>
    );
  }
  return (
    <p className="text-sm text-navy-700" data-facts-provenance="source">
      {provenance.source ? (
        <>
          Source:{' '}
          <a href={provenance.source.url} className="font-semibold underline underline-offset-2 hover:text-navy-900" rel="noopener noreferrer" target="_blank">
            {provenance.source.name}
          </a>
          , as of {date}
        </>
      ) : (
        <>Our starting figures as of {date}</>
      )}
    </p>
  );
}
