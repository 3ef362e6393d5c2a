import { getTranslations } from 'next-intl/server';
import type { VisaKind } from '@/lib/visa-facts/visa-facts-definition';
import { feeFromText, processingText } from '@/lib/visa-facts/format';

/** What a finder card says of a visa's facts; each part only where the visa has that fact. */
export interface VisaCardFacts {
  kinds: readonly VisaKind[];
  feeFromAed: number | null;
  processingDays: { min: number; max: number } | null;
}

/** The kinds as small labels, then the lowest fee and the processing time side by side, in the page's language. */
export async function VisaFactsSummary({ facts }: { facts: VisaCardFacts }) {
  const { kinds, feeFromAed, processingDays } = facts;
  const t = await getTranslations('visas');
  return (
    <>
      {kinds.length > 0 && (
        <ul aria-label={t('card.kindsLabel')} className="flex flex-wrap gap-1.5">
          {kinds.map((kind) => (
            <li key={kind} className="rounded-full bg-mist-100 px-2.5 py-0.5 text-xs font-semibold text-navy-800">
              {t(`kinds.${kind}`)}
            </li>
          ))}
        </ul>
      )}
      {(feeFromAed !== null || processingDays !== null) && (
        <dl className="grid grid-cols-2 gap-3 border-t border-navy-900/10 pt-3 text-sm">
          {feeFromAed !== null && (
            <div>
              <dt className="text-muted">{t('card.fee')}</dt>
              <dd className="font-bold text-navy-900">{feeFromText(t, feeFromAed)}</dd>
            </div>
          )}
          {processingDays !== null && (
            <div>
              <dt className="text-muted">{t('card.processing')}</dt>
              <dd className="font-bold text-navy-900">{processingText(t, processingDays)}</dd>
            </div>
          )}
        </dl>
      )}
    </>
  );
}
