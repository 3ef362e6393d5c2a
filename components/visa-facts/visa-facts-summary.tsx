import { formatAed, formatDayRange, VISA_KIND_LABELS, type VisaKind } from '@/lib/visa-facts/visa-facts-definition';

/** What a finder card says of a visa's facts; each part only where the visa has that fact. */
export interface VisaCardFacts {
  kinds: readonly VisaKind[];
  feeFromAed: number | null;
  processingDays: { min: number; max: number } | null;
}

/** The kinds as small labels, then the lowest fee and the processing time side by side. */
export function VisaFactsSummary({ facts }: { facts: VisaCardFacts }) {
  const { kinds, feeFromAed, processingDays } = facts;
  return (
    <>
      {kinds.length > 0 && (
        <ul aria-label="Kinds of visa" className="flex flex-wrap gap-1.5">
          {kinds.map((kind) => (
            <li key={kind} className="rounded-full bg-mist-100 px-2.5 py-0.5 text-xs font-semibold text-navy-800">
              {VISA_KIND_LABELS[kind]}
            </li>
          ))}
        </ul>
      )}
      {(feeFromAed !== null || processingDays !== null) && (
        <dl className="grid grid-cols-2 gap-3 border-t border-navy-900/10 pt-3 text-sm">
          {feeFromAed !== null && (
            <div>
              <dt className="text-muted">Fee</dt>
              <dd className="font-bold text-navy-900">From {formatAed(feeFromAed)}</dd>
            </div>
          )}
          {processingDays !== null && (
            <div>
              <dt className="text-muted">Processing</dt>
              <dd className="font-bold text-navy-900">{formatDayRange(processingDays, 'working days')}</dd>
            </div>
          )}
        </dl>
      )}
    </>
  );
}
